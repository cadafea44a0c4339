import { ClemThemeProvider } from '@clem/ui';
import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { shellMessagesEnglish } from '../../messages/english';

/** What Radix popups need from the DOM and jsdom lacks. Call once per test file. */
export function installDomStubs(): void {
  if (!('ResizeObserver' in globalThis)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(globalThis, 'ResizeObserver', { value: ResizeObserverStub });
  }
  const proto = Element.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => {};
  proto.releasePointerCapture ??= () => {};
  proto.scrollIntoView ??= () => {};
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="en" messages={shellMessagesEnglish} timeZone="UTC">
      <ClemThemeProvider>{children}</ClemThemeProvider>
    </NextIntlClientProvider>
  );
}

/** Testing Library's render with the shell's English messages and the ui theme. */
export function renderHeader(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Providers, ...options });
}

export const englishLinks = { localePrefix: '', plainAnchorPrefixes: [] } as const;
export const spanishLinks = { localePrefix: '/es', plainAnchorPrefixes: ['app/'] } as const;
