import { describe, expect, it } from 'vitest';
import { defaultPlatformSettings } from '../platform/schemas';
import type { PlayerDetails, Wallet } from '../platform/schemas/account';
import { makeStore } from '../store/makeStore';
import {
  logoutSettled,
  logoutStarted,
  loginDetailsMerged,
  selectIsLoggedIn,
  selectLoginDetails,
  selectLogoutInProgress,
  selectSessionHint,
  sessionEnded,
  sessionRestored,
  sessionStarted,
  sessionTokenRenewed,
} from './sessionSlice';
import { settingsReceived } from '../store/settingsSlice';
import { playerDetailsReceived, selectPlayerDetails, selectVipLevel } from './playerDetailsSlice';
import { oddsFormatFromSetting } from '../domain/oddsFormat';
import { playerSettingsChanged, selectOddsFormat } from './playerSettingsSlice';
import {
  selectIsLowBalance,
  selectWallet,
  selectWalletStale,
  walletCredited,
  walletFetchFailed,
  walletReset,
  walletSet,
  walletUpdated,
} from './walletSlice';

const store = () => makeStore({ extra: { platform: {} as never } });

const details: PlayerDetails = {
  alsId: 1,
  username: 'demo',
  firstName: 'D',
  lastName: 'E',
  email: 'd@e.x',
  priceFormat: 'EURO',
  holdWithdraw: false,
  vipLevel: 3,
  enableStreamFullScreen: false,
  accountNumber: 'A1',
  defaultStake: 500,
  registrationDateTime: '2024-01-01T00:00:00Z',
  locale: 'en',
  currency: 'EUR',
  countryCode: 'MT',
  playerCreatedByAgent: false,
  isRememberStake: false,
  excludedFromPromotions: false,
};

const wallet: Wallet = {
  name: 'sportsbook',
  balance: 1000,
  promoCash: 10,
  totalLeftToWager: 5,
  withdrawableAmount: 990,
  currency: 'EUR',
  precision: 2,
};

describe('session slice', () => {
  it('keeps old callers working and fills the new fields', () => {
    const s = store();
    s.dispatch(sessionStarted({ jweToken: 't', username: 'u' }));
    expect(s.getState().session).toMatchObject({
      jweToken: 't',
      username: 'u',
      expiresAt: null,
      loggedInAt: null,
      hint: 'loggedIn',
    });
  });

  it('merges login details, keeping the saved username across login', () => {
    const s = store();
    s.dispatch(loginDetailsMerged({ savedUsername: 'demo' }));
    expect(selectIsLoggedIn(s.getState())).toBe(false);
    s.dispatch(
      sessionStarted({ jweToken: 't', username: 'demo', loginDetails: { currency: 'EUR' } }),
    );
    expect(selectLoginDetails(s.getState())).toEqual({ savedUsername: 'demo', currency: 'EUR' });
  });

  it('renews the token without touching the login time', () => {
    const s = store();
    s.dispatch(sessionStarted({ jweToken: 'a', username: 'u', loggedInAt: 5, expiresAt: 10 }));
    s.dispatch(sessionTokenRenewed({ jweToken: 'b', expiresAt: 20 }));
    expect(s.getState().session).toMatchObject({ jweToken: 'b', expiresAt: 20, loggedInAt: 5 });
  });

  it('ends everything but keeps the logout flag until it settles', () => {
    const s = store();
    s.dispatch(sessionRestored(null));
    s.dispatch(sessionStarted({ jweToken: 't', username: 'u' }));
    s.dispatch(playerDetailsReceived(details));
    s.dispatch(walletSet(wallet));
    s.dispatch(playerSettingsChanged({ oddsType: 'hk' }));
    s.dispatch(logoutStarted());
    s.dispatch(sessionEnded());
    const state = s.getState();
    expect(selectIsLoggedIn(state)).toBe(false);
    expect(selectLogoutInProgress(state)).toBe(true);
    expect(state.session.restored).toBe(true);
    expect(selectSessionHint(state)).toBe('anonymous');
    expect(selectPlayerDetails(state)).toBeNull();
    expect(selectWallet(state)).toBeNull();
    expect(state.playerSettings.oddsType).toBe('hk');
    s.dispatch(logoutSettled());
    expect(selectLogoutInProgress(s.getState())).toBe(false);
  });

  it('restores: the stored session, or only the restored flag', () => {
    const s = store();
    s.dispatch(sessionRestored(null));
    expect(s.getState().session).toMatchObject({ restored: true, hint: 'anonymous' });
    s.dispatch(sessionRestored({ jweToken: 'x', username: 'u', expiresAt: 9 }));
    expect(s.getState().session).toMatchObject({ jweToken: 'x', hint: 'loggedIn', expiresAt: 9 });
  });
});

describe('player details and wallet', () => {
  it('selects the vip level', () => {
    const s = store();
    expect(selectVipLevel(s.getState())).toBeNull();
    s.dispatch(playerDetailsReceived(details));
    expect(selectVipLevel(s.getState())).toBe(3);
  });

  it('sets, updates, credits and resets the wallet; low balance at 0 or less', () => {
    const s = store();
    s.dispatch(walletCredited(5));
    expect(selectWallet(s.getState())).toBeNull();
    expect(selectIsLowBalance(s.getState())).toBe(false);
    s.dispatch(walletSet(wallet));
    s.dispatch(walletUpdated({ promoCash: 0 }));
    s.dispatch(walletCredited(250));
    expect(selectWallet(s.getState())).toMatchObject({ balance: 1250, promoCash: 0 });
    expect(selectIsLowBalance(s.getState())).toBe(false);
    s.dispatch(walletReset());
    expect(selectWallet(s.getState())).toMatchObject({
      balance: 0,
      promoCash: 0,
      totalLeftToWager: 0,
      withdrawableAmount: 0,
      currency: 'EUR',
    });
    expect(selectIsLowBalance(s.getState())).toBe(true);
  });

  it('marks the last wallet stale when a balance call fails, until a new balance comes', () => {
    const s = store();
    s.dispatch(walletFetchFailed());
    expect(selectWalletStale(s.getState())).toBe(false); // Nothing known: nothing to mark.
    s.dispatch(walletSet(wallet));
    s.dispatch(walletFetchFailed());
    expect(selectWallet(s.getState())).toEqual(wallet);
    expect(selectWalletStale(s.getState())).toBe(true);
    s.dispatch(walletUpdated({ promoCash: 1 }));
    expect(selectWalletStale(s.getState())).toBe(true);
    s.dispatch(walletUpdated({ balance: 5 }));
    expect(selectWalletStale(s.getState())).toBe(false);
    s.dispatch(walletFetchFailed());
    s.dispatch(walletSet(wallet));
    expect(selectWalletStale(s.getState())).toBe(false);
  });

  it('an update that changes nothing keeps the same wallet object (no re-render on it)', () => {
    const s = store();
    s.dispatch(walletSet(wallet));
    const before = selectWallet(s.getState());
    s.dispatch(walletUpdated({ balance: wallet.balance }));
    expect(selectWallet(s.getState())).toBe(before);
    s.dispatch(walletUpdated({ balance: wallet.balance + 1 }));
    expect(selectWallet(s.getState())).not.toBe(before);
    expect(selectWallet(s.getState())).toMatchObject({ balance: wallet.balance + 1 });
  });
});

describe('odds format', () => {
  it('is the chosen one, else the settings default, else euro', () => {
    const s = store();
    expect(selectOddsFormat(s.getState())).toBe('euro');
    s.dispatch(settingsReceived({ ...defaultPlatformSettings, default_price_format: 'MALAY' }));
    expect(selectOddsFormat(s.getState())).toBe('malay');
    s.dispatch(playerSettingsChanged({ oddsType: 'us' }));
    expect(selectOddsFormat(s.getState())).toBe('us');
    expect(oddsFormatFromSetting('not_selected', 'hk')).toBe('hk');
    expect(oddsFormatFromSetting('not_selected', 'nonsense')).toBe('euro');
    expect(oddsFormatFromSetting('not_selected', undefined)).toBe('euro');
  });
});
