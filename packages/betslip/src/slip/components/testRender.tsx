import { ClemThemeProvider } from '@clem/ui';
import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import betslipMessages from '../../messages/en.json';
import type { SlipActions } from '../view';

function Providers({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="en" messages={betslipMessages} timeZone="UTC">
      <ClemThemeProvider>{children}</ClemThemeProvider>
    </NextIntlClientProvider>
  );
}

/** Testing Library's render with the theme and the English betslip messages. */
export function renderSlip(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Providers, ...options });
}

/** Every slip action as a spy. */
export function spyActions() {
  return {
    onRemove: vi.fn<SlipActions['onRemove']>(),
    onRemoveAll: vi.fn<SlipActions['onRemoveAll']>(),
    onStakeChange: vi.fn<SlipActions['onStakeChange']>(),
    onStakeActivate: vi.fn<SlipActions['onStakeActivate']>(),
    onKeypadKey: vi.fn<SlipActions['onKeypadKey']>(),
    onQuickStake: vi.fn<SlipActions['onQuickStake']>(),
    onKeypadDone: vi.fn<SlipActions['onKeypadDone']>(),
    onEachWayChange: vi.fn<SlipActions['onEachWayChange']>(),
    onFreeBetChange: vi.fn<(key: string, use: boolean) => void>(),
    onExpandedChange: vi.fn<SlipActions['onExpandedChange']>(),
    onPlace: vi.fn<SlipActions['onPlace']>(),
    onAcceptChanges: vi.fn<SlipActions['onAcceptChanges']>(),
    onDone: vi.fn<SlipActions['onDone']>(),
    onReuseSelections: vi.fn<SlipActions['onReuseSelections']>(),
    onClose: vi.fn<SlipActions['onClose']>(),
    onRequestRetailCode: vi.fn<() => void>(),
    onLogin: vi.fn<() => void>(),
  } satisfies SlipActions;
}
