import type { AppStore, RootState } from '@clem/core';
import { neverAnswers, stubbedStore, type StubHandler } from '@clem/core/testing';
import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ClemThemeProvider } from '../theme/ClemThemeProvider';
import type { ClemTheme } from '../theme/theme';

/** What a component under test gets around it (everything optional). */
export interface ProvidersOptions {
  /** The next-intl messages (a package's English catalogue, most often); none by default. */
  messages?: ComponentProps<typeof NextIntlClientProvider>['messages'];
  /** The locale next-intl formats in; English by default. */
  locale?: string;
  /** The time zone next-intl formats dates in; UTC by default, so dates read the same anywhere. */
  timeZone?: string;
  /** The ui theme; the default Clem theme by default. */
  theme?: ClemTheme;
  /** A store to provide; without one (and without `platform` or `preloadedState`) there is none. */
  store?: AppStore;
  /** A store is made (core's makeStore) with this platform stub answering its calls. */
  platform?: StubHandler;
  /** A store is made (core's makeStore) starting from this state. */
  preloadedState?: Partial<RootState>;
}

/** The providers of `ProvidersOptions` as a component (for renderToString, hydrateRoot, …). */
export function TestProviders({
  children,
  messages = {},
  locale = 'en',
  timeZone = 'UTC',
  theme,
  store,
}: Omit<ProvidersOptions, 'platform' | 'preloadedState'> & { children: ReactNode }) {
  const inner = (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={timeZone}>
      <ClemThemeProvider theme={theme}>{children}</ClemThemeProvider>
    </NextIntlClientProvider>
  );
  return store ? <Provider store={store}>{inner}</Provider> : inner;
}

/** The store `options` ask for: theirs, one made from a platform stub or state, or none. */
function storeFor({ store, platform, preloadedState }: ProvidersOptions): AppStore | undefined {
  if (store) return store;
  if (!platform && !preloadedState) return undefined;
  return stubbedStore(platform ?? neverAnswers, preloadedState).store;
}

/**
 * Testing Library's render inside the app's providers: next-intl (messages, locale, UTC), the ui
 * theme and, when asked for, a Redux store. Returns Testing Library's result and the store.
 */
export function renderWithProviders(
  ui: ReactElement,
  options: ProvidersOptions & Omit<RenderOptions, 'wrapper'> = {},
) {
  const { messages, locale, timeZone, theme, store, platform, preloadedState, ...renderOptions } =
    options;
  const providers = {
    messages,
    locale,
    timeZone,
    theme,
    store: storeFor({ store, platform, preloadedState }),
  };
  function Providers({ children }: { children: ReactNode }) {
    return <TestProviders {...providers}>{children}</TestProviders>;
  }
  return { store: providers.store, ...render(ui, { wrapper: Providers, ...renderOptions }) };
}
