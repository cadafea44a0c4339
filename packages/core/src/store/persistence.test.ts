import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { desktopMenuSet } from './menuSlice';
import { makeStore } from './makeStore';
import {
  JWT_STORAGE_KEY,
  JWT_TIME_STORAGE_KEY,
  SESSION_STORAGE_KEY,
  SESSION_STORAGE_KEYS_TO_CLEAR,
  USERNAME_STORAGE_KEY,
  installPersistence,
  readStored,
  rehydrateStore,
  type StorageLike,
} from './persistence';
import {
  loginDetailsMerged,
  selectIsLoggedIn,
  sessionEnded,
  sessionStarted,
} from '../session/sessionSlice';
import { playerSettingsChanged } from '../session/playerSettingsSlice';
import { tabVisibilityChanged } from '../session/visibility';
import type { CookieTarget } from '../session/cookies';
import { MEMORY_ONLY_TOKEN, SESSION_HANDLE } from '../platform/schemas/sessionHandle';
import { listenersOf } from './listeners';

function memoryStorage(initial: Record<string, string> = {}): StorageLike & {
  data: Map<string, string>;
} {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

function cookieJar(): CookieTarget & { last: Map<string, string>; writes: string[] } {
  const last = new Map<string, string>();
  const writes: string[] = [];
  return {
    last,
    writes,
    get cookie() {
      return [...last].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(text: string) {
      writes.push(text);
      const [pair = ''] = text.split('; ');
      const [name = '', value = ''] = pair.split('=');
      if (text.includes('Expires=Thu, 01 Jan 1970')) last.delete(name);
      else last.set(name, value);
    },
  };
}

const newStore = () => makeStore({ extra: { platform: {} as never } });
const NOW = 1_700_000_000_000;
const envelope = (state: unknown, version = 1) => JSON.stringify({ version, state });

const storedSession = (expiresAt: number) =>
  envelope({
    jweToken: 'tok',
    username: 'demo',
    expiresAt,
    loggedInAt: NOW - 5_000,
    loginDetails: { currency: 'EUR', externalSessionToken: 'ext' },
    accountsSession: null,
  });

describe('readStored', () => {
  const spec = {
    key: 'clem-x',
    version: 1,
    schema: z.object({ a: z.number() }),
    migrate: (from: number, raw: unknown) =>
      from === 0 && raw && typeof raw === 'object' ? { a: 0, ...raw } : undefined,
  };

  it('reads a v1 envelope', () => {
    expect(readStored(memoryStorage({ 'clem-x': envelope({ a: 2 }) }), spec)).toEqual({ a: 2 });
  });

  it('migrates v0 (a bare object) to v1', () => {
    const storage = memoryStorage({ 'clem-x': JSON.stringify({ b: true }) });
    expect(readStored(storage, spec)).toEqual({ a: 0 });
  });

  it.each([
    ['corrupt JSON', '{"version":1,'],
    ['wrong shape', envelope({ a: 'two' })],
    ['a future version', envelope({ a: 1 }, 2)],
    ['a non-object v0', '"hello"'],
  ])('removes and ignores %s without throwing', (_, text) => {
    const storage = memoryStorage({ 'clem-x': text });
    expect(readStored(storage, spec)).toBeUndefined();
    expect(storage.data.has('clem-x')).toBe(false);
  });

  it('drops an old version when the slice has no migration', () => {
    const storage = memoryStorage({ 'clem-x': envelope({ a: 1 }, 0) });
    expect(readStored(storage, { ...spec, migrate: undefined })).toBeUndefined();
  });

  it('survives a storage that throws', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(readStored(broken, spec)).toBeUndefined();
  });
});

describe('rehydrateStore', () => {
  it('restores the session, player settings, modals and menu', () => {
    const storage = memoryStorage({
      [SESSION_STORAGE_KEY]: storedSession(NOW + 3_600_000),
      'clem-playerSettings': envelope({
        oddsType: 'hk',
        layout: 'asian',
        userAcceptOdds: 'A',
        sortBy: 'time',
        defaultStake: 200,
      }),
      'clem-modals': envelope({ termsOfUse: true }),
      'clem-menu': JSON.stringify({ desktopExpanded: false }),
      [USERNAME_STORAGE_KEY]: 'demo',
    });
    const store = newStore();
    const report = rehydrateStore(store, { storage, now: NOW, cookies: cookieJar() });
    const state = store.getState();
    expect(report.session).toBe('restored');
    expect(selectIsLoggedIn(state)).toBe(true);
    expect(state.session).toMatchObject({ restored: true, hint: 'loggedIn', username: 'demo' });
    expect(state.session.loginDetails).toMatchObject({ currency: 'EUR', savedUsername: 'demo' });
    expect(state.playerSettings).toMatchObject({ oddsType: 'hk', defaultStake: 200 });
    expect(state.modals).toMatchObject({ termsOfUse: true, login: false });
    expect(state.menu).toEqual({ mobileOpen: false, desktopExpanded: false });
  });

  it('does not restore a token within 30 s of expiry and clears it', () => {
    const cookies = cookieJar();
    cookies.cookie = 'jwt=tok';
    cookies.cookie = 'extToken=ext';
    const storage = memoryStorage({
      [SESSION_STORAGE_KEY]: storedSession(NOW + 29_000),
      [JWT_STORAGE_KEY]: 'tok',
      [JWT_TIME_STORAGE_KEY]: '1',
      'clem-playerDetails': envelope({ details: null }),
    });
    const store = newStore();
    expect(rehydrateStore(store, { storage, now: NOW, cookies }).session).toBe('expired');
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(store.getState().session.restored).toBe(true);
    expect([...storage.data.keys()]).toEqual([]);
    expect(cookies.cookie).toBe('');
  });

  it('restores the last wallet with a session (fields of its own only), drops it without one', () => {
    const wallet = {
      name: 'sportsbook',
      balance: 123_450,
      promoCash: 0,
      totalLeftToWager: 0,
      withdrawableAmount: 123_450,
      currency: 'EUR',
      precision: 2,
    };
    const storage = memoryStorage({
      [SESSION_STORAGE_KEY]: storedSession(NOW + 3_600_000),
      'clem-wallet': envelope({ wallet: { ...wallet, injected: '<img>' } }),
    });
    const store = newStore();
    expect(rehydrateStore(store, { storage, now: NOW, cookies: cookieJar() }).slices).toContain(
      'wallet',
    );
    expect(store.getState().wallet).toEqual({ wallet, stale: false });

    const anonymous = memoryStorage({ 'clem-wallet': envelope({ wallet }) });
    const other = newStore();
    rehydrateStore(other, { storage: anonymous, now: NOW, cookies: cookieJar() });
    expect(other.getState().wallet.wallet).toBeNull();
    expect(anonymous.data.has('clem-wallet')).toBe(false);
    expect(SESSION_STORAGE_KEYS_TO_CLEAR).toContain('clem-wallet');
  });

  it('ignores a tampered session', () => {
    const storage = memoryStorage({
      [SESSION_STORAGE_KEY]: envelope({ jweToken: 42, username: 'x' }),
    });
    const store = newStore();
    expect(rehydrateStore(store, { storage, now: NOW }).session).toBe('none');
    expect(storage.data.size).toBe(0);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });
});

describe('installPersistence', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup() {
    const storage = memoryStorage();
    const cookies = cookieJar();
    const store = newStore();
    rehydrateStore(store, { storage, now: NOW, cookies });
    const handle = installPersistence(listenersOf(store), { storage, cookies });
    return { storage, cookies, store, handle };
  }

  it('debounces writes by 200 ms in versioned envelopes', () => {
    const { storage, store } = setup();
    store.dispatch(playerSettingsChanged({ oddsType: 'us' }));
    store.dispatch(desktopMenuSet(false));
    expect(storage.data.has('clem-playerSettings')).toBe(false);
    vi.advanceTimersByTime(199);
    expect(storage.data.has('clem-playerSettings')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(JSON.parse(storage.data.get('clem-playerSettings') ?? '')).toMatchObject({
      version: 1,
      state: { oddsType: 'us' },
    });
    expect(JSON.parse(storage.data.get('clem-menu') ?? '')).toEqual({
      version: 1,
      state: { desktopExpanded: false },
    });
  });

  it('writes the session, its unprefixed mirrors and cookies; removes them when it ends', () => {
    const { storage, cookies, store } = setup();
    store.dispatch(loginDetailsMerged({ savedUsername: 'demo' }));
    store.dispatch(
      sessionStarted({
        jweToken: SESSION_HANDLE,
        username: 'demo',
        expiresAt: NOW + 3_600_000,
        loggedInAt: NOW,
        loginDetails: { externalSessionToken: SESSION_HANDLE },
      }),
    );
    vi.advanceTimersByTime(200);
    expect(storage.data.get(JWT_STORAGE_KEY)).toBe(SESSION_HANDLE);
    expect(storage.data.get(JWT_TIME_STORAGE_KEY)).toBe(String(NOW));
    expect(storage.data.get(USERNAME_STORAGE_KEY)).toBe('demo');
    expect(JSON.parse(storage.data.get(SESSION_STORAGE_KEY) ?? '').state.jweToken).toBe(
      SESSION_HANDLE,
    );
    // The hint cookie holds the handle and lives as long as the session; scripts write no
    // extToken (the proxy sets it HttpOnly).
    expect(cookies.last.get('jwt')).toBe(SESSION_HANDLE);
    expect(cookies.writes.find((text) => text.startsWith('jwt=httponly'))).toContain(
      `Expires=${new Date(NOW + 3_600_000).toUTCString()}`,
    );
    expect(cookies.last.has('extToken')).toBe(false);

    const reread = newStore();
    rehydrateStore(reread, { storage, now: NOW, cookies });
    expect(reread.getState().session.jweToken).toBe(SESSION_HANDLE);

    store.dispatch(sessionEnded());
    vi.advanceTimersByTime(200);
    expect(storage.data.has(SESSION_STORAGE_KEY)).toBe(false);
    expect(storage.data.has(JWT_STORAGE_KEY)).toBe(false);
    expect(storage.data.get(USERNAME_STORAGE_KEY)).toBe('demo');
    expect(cookies.last.has('jwt')).toBe(false);
  });

  it('never stores a secret, even when the state holds real tokens (no proxy in between)', () => {
    const { storage, cookies, store } = setup();
    store.dispatch(
      sessionStarted({
        jweToken: 'secret-jwe',
        username: 'demo',
        expiresAt: null,
        loggedInAt: NOW,
        loginDetails: {
          jweToken: 'secret-jwe',
          alsToken: 'secret-jwe',
          externalSessionToken: 'secret-ext',
          kironToken: 'secret-kiron',
          scoutToken: '',
          thirdPartyTokens: { KRYPTIUM: 'secret-kryptium', KIRON: '' },
          currency: 'EUR',
        },
        accountsSession: { accessToken: 'secret-jwe', expiresIn: 3600, maxAge: 60, scopes: [] },
      }),
    );
    vi.advanceTimersByTime(200);
    for (const value of storage.data.values()) expect(value).not.toContain('secret');
    expect(cookies.writes.join('\n')).not.toContain('secret');
    const stored = JSON.parse(storage.data.get(SESSION_STORAGE_KEY) ?? '').state;
    expect(stored.loginDetails).toEqual({
      jweToken: SESSION_HANDLE,
      alsToken: SESSION_HANDLE,
      externalSessionToken: SESSION_HANDLE,
      kironToken: MEMORY_ONLY_TOKEN,
      scoutToken: '',
      thirdPartyTokens: { KRYPTIUM: MEMORY_ONLY_TOKEN, KIRON: '' },
      currency: 'EUR',
    });
    expect(stored.accountsSession.accessToken).toBe(SESSION_HANDLE);
    // No expiry known: the hint is a browser-session cookie, not one until 2100.
    const hint = cookies.writes.find((text) => text.startsWith('jwt='));
    expect(hint).toBe('jwt=httponly; Path=/; SameSite=Lax');

    // A reload keeps the third-party token names, so gating (a KRYPTIUM token exists) holds.
    const reread = newStore();
    rehydrateStore(reread, { storage, now: NOW, cookies });
    expect(reread.getState().session.loginDetails?.thirdPartyTokens?.KRYPTIUM).toBe(
      MEMORY_ONLY_TOKEN,
    );
  });

  it('forgets the remember-me username when asked', () => {
    const { storage, store } = setup();
    store.dispatch(loginDetailsMerged({ savedUsername: 'demo' }));
    vi.advanceTimersByTime(200);
    store.dispatch(loginDetailsMerged({ savedUsername: null }));
    vi.advanceTimersByTime(200);
    expect(storage.data.has(USERNAME_STORAGE_KEY)).toBe(false);
  });

  it('flushes at once when the tab is hidden or on flush()', () => {
    const { storage, store, handle } = setup();
    store.dispatch(playerSettingsChanged({ oddsType: 'hk' }));
    store.dispatch(tabVisibilityChanged({ visible: false }));
    expect(storage.data.has('clem-playerSettings')).toBe(true);
    store.dispatch(desktopMenuSet(false));
    handle.flush();
    expect(storage.data.has('clem-menu')).toBe(true);
  });

  it('does not write the session before the client restored it', () => {
    const storage = memoryStorage({ [JWT_STORAGE_KEY]: 'other-tab' });
    const store = newStore();
    installPersistence(listenersOf(store), { storage, cookies: cookieJar() });
    store.dispatch(sessionEnded());
    vi.advanceTimersByTime(500);
    expect(storage.data.get(JWT_STORAGE_KEY)).toBe('other-tab');
  });
});
