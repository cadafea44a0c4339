import type { AppStore } from '@clem/core';
import { ClemThemeProvider } from '@clem/ui';
import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { englishMessages } from './englishMessages';

/** What Radix dialogs need from the DOM and jsdom lacks. */
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

/** Testing Library's render with the English messages, the ui theme and (optionally) a store. */
export function renderAccount(
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
