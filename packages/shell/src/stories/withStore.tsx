import { defaultPlatformSettings, StoreProvider, type PlatformSettings } from '@clem/core';
import { testPlatformContext } from '@clem/core/testing';
import type { Decorator } from '@storybook/react-vite';

/**
 * Connected shell components read the store: stories get one with the spec's default settings
 * (plus a story's own `parameters.settings`). Calls go nowhere in Storybook; nothing here fetches.
 */
export const withStore: Decorator = (Story, context) => {
  const settings = {
    ...defaultPlatformSettings,
    ...((context.parameters['settings'] as Partial<PlatformSettings> | undefined) ?? {}),
  } as PlatformSettings;
  return (
    <StoreProvider platform={testPlatformContext} settings={settings}>
      <Story />
    </StoreProvider>
  );
};
