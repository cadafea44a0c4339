import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  initialPlayerSettingsState,
  loginDetailsMerged,
  selectPlayerSettings,
  sessionStarted,
  listenersOf,
} from '@clem/core';
import { registerSettingsListeners } from './settingsListeners';
import { stubbedStore } from '@clem/core/testing';

const prefs = {
  accountId: 42,
  data: {
    default_stake: 500,
    layout: 'thai',
    sort_by: 'time',
    price_format: 'hk',
    accept_higher_odds: false,
    theme: 'dark',
  },
};

describe('registerSettingsListeners', () => {
  afterEach(() => vi.restoreAllMocks());

  it('applies the account prefs after login', async () => {
    const { store, requests } = stubbedStore(() => ({ body: prefs }));
    const onTheme = vi.fn();
    registerSettingsListeners(listenersOf(store), { onTheme });
    store.dispatch(
      sessionStarted({ jweToken: 'jwe', username: 'demo', loginDetails: { alsPlayerId: 42 } }),
    );
    await vi.waitFor(() =>
      expect(selectPlayerSettings(store.getState())).toEqual({
        oddsType: 'hk',
        layout: 'thai',
        userAcceptOdds: 'A',
        sortBy: 'time',
        defaultStake: 500,
      }),
    );
    expect(requests[0]).toMatchObject({
      method: 'GET',
      path: '/xapi/rest/accounts/42/accountPrefs',
      withAuth: true,
    });
    expect(onTheme).toHaveBeenCalledWith('dark');
  });

  it('waits for the account id', async () => {
    const { store, requests } = stubbedStore(() => ({ body: prefs }));
    registerSettingsListeners(listenersOf(store));
    store.dispatch(sessionStarted({ jweToken: 'jwe', username: 'demo' }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(requests).toHaveLength(0);
    store.dispatch(loginDetailsMerged({ alsPlayerId: 42 }));
    await vi.waitFor(() => expect(selectPlayerSettings(store.getState()).oddsType).toBe('hk'));
  });

  it('keeps the local settings when the call fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store } = stubbedStore(() => ({ status: 500, body: {} }));
    registerSettingsListeners(listenersOf(store));
    store.dispatch(
      sessionStarted({ jweToken: 'jwe', username: 'demo', loginDetails: { alsPlayerId: 42 } }),
    );
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(selectPlayerSettings(store.getState())).toEqual(initialPlayerSettingsState);
  });
});
