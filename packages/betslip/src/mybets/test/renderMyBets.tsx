import type { AppStore } from '@clem/core';
import { ClemThemeProvider } from '@clem/ui';
import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import englishMessages from '../../messages/en.json';

/** Testing Library's render with the English betslip messages, the ui theme and maybe a store. */
export function renderMyBets(
  ui: ReactElement,
  { store, ...options }: Omit<RenderOptions, 'wrapper'> & { store?: AppStore } = {},
) {
  function Providers({ children }: { children: ReactNode }) {
    const inner = (
      <NextIntlClientProvider locale="en" messages={englishMessages} timeZone="UTC">
        <ClemThemeProvider>{children}</ClemThemeProvider>
      </NextIntlClientProvider>
    );
    return store ? <Provider store={store}>{inner}</Provider> : inner;
  }
  return render(ui, { wrapper: Providers, ...options });
}
