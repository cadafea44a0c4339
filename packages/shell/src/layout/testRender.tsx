import { ClemThemeProvider } from '@clem/ui';
import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { shellMessagesEnglish } from '../messages/english';

function Providers({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="en" messages={shellMessagesEnglish} timeZone="UTC">
      <ClemThemeProvider>{children}</ClemThemeProvider>
    </NextIntlClientProvider>
  );
}

/** Testing Library's render with the theme and the shell's English messages (layout tests). */
export function renderLayout(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Providers, ...options });
}
