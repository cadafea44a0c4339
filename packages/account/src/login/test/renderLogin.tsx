import { ClemThemeProvider } from '@clem/ui';
import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import loginMessages from '../messages/en.json';

/** What Radix dialogs need from the DOM and jsdom lacks. */
export function installDomStubs(): void {
  const proto = Element.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => {};
  proto.releasePointerCapture ??= () => {};
  proto.scrollIntoView ??= () => {};
}

export function LoginTestProviders({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="en" messages={loginMessages} timeZone="UTC">
      <ClemThemeProvider>{children}</ClemThemeProvider>
    </NextIntlClientProvider>
  );
}

/** Testing Library's render with the login messages (English) and the ui theme. */
export function renderLogin(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: LoginTestProviders, ...options });
}
