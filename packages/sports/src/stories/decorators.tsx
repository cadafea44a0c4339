import {
  createPlatformClient,
  defaultPlatformSettings,
  makeStore,
  settingsReceived,
  type AppDispatch,
  type AppStore,
} from '@clem/core';
import { testPlatformContext } from '@clem/core/testing';
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { Provider } from 'react-redux';
import { sportsMessagesEnglish } from '../messages';
import { sportsStyles } from '../styles';

/**
 * The static `cs-` stylesheet the brand apps' layout adds to the page (styles.ts): without it the
 * server-rendered parts (rows, lists, markets) are unstyled. It reads the brand's CSS variables,
 * which the preview's brand decorator sets, so the toolbar's brand and mode apply here too.
 */
export const withSportsStyles: Decorator = (Story) => (
  <>
    <style data-clem-sports="">{sportsStyles}</style>
    <Story />
  </>
);

/** An action of the app's store (`pickToggled(…)`, `playerSettingsChanged(…)`, …). */
export type StoryAction = Parameters<AppDispatch>[0];

/** `parameters.sportsStore` of a story: actions dispatched into its store before it renders. */
export interface SportsStoreParameters {
  actions?: readonly StoryAction[];
}

function storyStore(actions: readonly StoryAction[]): AppStore {
  const store = makeStore({
    // Nothing in these stories calls the platform; a same-origin client that is never used.
    extra: {
      platform: createPlatformClient({ ...testPlatformContext, baseURL: '' }),
    },
  });
  store.dispatch(settingsReceived(defaultPlatformSettings));
  for (const action of actions) store.dispatch(action);
  return store;
}

function StoryStore({
  actions,
  children,
}: {
  actions: readonly StoryAction[];
  children: ReactNode;
}) {
  // A fresh store per story, kept across re-renders (args changes); no persistence, so an odds
  // format or a pick chosen in one story never shows up in another (StoreProvider would restore
  // them from localStorage).
  const [store] = useState(() => storyStore(actions));
  // The islands' own words (a pending pick's "waiting for login", "Go to betslip") come from the
  // sports catalogue, which the brand apps' layout hands to the browser.
  return (
    <NextIntlClientProvider locale="en" messages={sportsMessagesEnglish} timeZone="UTC">
      <Provider store={store}>{children}</Provider>
    </NextIntlClientProvider>
  );
}

/**
 * The client islands (odds buttons, favourite star) read the app's store: the picks of the
 * betslip, the odds format, the favourites. Each story gets its own store, with the platform's
 * default settings and the story's `parameters.sportsStore.actions` applied.
 */
export const withSportsStore: Decorator = (Story, context) => {
  const parameters = context.parameters['sportsStore'] as SportsStoreParameters | undefined;
  return (
    <StoryStore actions={parameters?.actions ?? []}>
      <Story />
    </StoryStore>
  );
};
