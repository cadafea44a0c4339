import { createElement, type ComponentPropsWithRef } from 'react';
import { withClass } from '@clem/ui/tokens';

/**
 * The language dropdown's trigger: the current flag and an arrow (shared by both stages). A
 * plain button with the `ch-lang-trigger` class (static CSS in header/headerCss.ts); it forwards
 * its props and ref (Radix `asChild` in the popover) and merges a caller's `className`.
 */
export function Trigger({ className, ...props }: ComponentPropsWithRef<'button'>) {
  return createElement('button', {
    ...props,
    className: withClass('ch-lang-trigger', className),
  });
}
