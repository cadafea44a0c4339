import {
  sessionStarted,
  settingsReceived,
  defaultPlatformSettings,
  type PlatformSettings,
} from '@clem/core';
import { stubbedStore, type StubHandler } from '@clem/core/testing';

/** A real store for a page test: logged in as demo (account 42) unless `anonymous`. */
export function pageStore(
  handler: StubHandler,
  {
    anonymous = false,
    settings = {},
  }: { anonymous?: boolean; settings?: Partial<PlatformSettings> } = {},
) {
  const stub = stubbedStore(handler);
  stub.store.dispatch(settingsReceived({ ...defaultPlatformSettings, ...settings }));
  if (!anonymous) {
    stub.store.dispatch(
      sessionStarted({ jweToken: 'jwe', username: 'demo', loginDetails: { alsPlayerId: 42 } }),
    );
  }
  return stub;
}
