'use client';

import { watchDock } from './dock';

/** One function for every render, so React attaches the element once and detaches it once. */
function attach(element: HTMLDivElement | null): (() => void) | undefined {
  return element ? watchDock(element) : undefined;
}

/**
 * The element of the layout's betslip column that the open slip renders into (desktop). Keeps
 * the `data-betslip-dock` attribute as a styling and testing hook.
 */
export function BetslipDockTarget() {
  return <div data-betslip-dock="" ref={attach} />;
}
