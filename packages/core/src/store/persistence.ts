import type { UnknownAction } from '@reduxjs/toolkit';
import * as z from 'zod/mini';
import { storageKey } from '../domain/storageKeys';
import { playerDetailsSchema, walletSchema, type Wallet } from '../platform/schemas/account';
import { MEMORY_ONLY_TOKEN, SESSION_HANDLE } from '../platform/schemas/sessionHandle';
import {
  EXTERNAL_TOKEN_COOKIE,
  SESSION_HINT_COOKIE,
  removeCookie,
  writeCookie,
  type CookieTarget,
} from '../session/cookies';
import {
  accountsSessionStateSchema,
  loginDetailsSchema,
  type LoginDetails,
} from '../session/loginDetails';
import { initialPlayerSettingsState } from '../session/playerSettingsSlice';
import { playerSettingsSchema } from '../session/playerSettingsSchema';
import { isTokenExpiring } from '../session/rules';
import { tabVisibilityChanged } from '../session/visibility';
import type { AppStartListening } from './listeners';
import type { RootState } from './makeStore';
import { initialMenuState } from './menuSlice';
import { MAX_FAVOURITE_EVENTS } from './favouriteEventsSlice';
import { sessionRestored, type SessionState } from '../session/sessionSlice';

/**
 * Persistence (account-and-shell §9 "Storage", §3 "persisted, version 1").
 *
 * Every persisted slice is stored as `{ version, state }` under its `storageKey()` name. Reading
 * never throws: corrupt JSON, a wrong shape, tampered fields or a version with no migration
 * path removes the key and is ignored. A bare object without the envelope is what the pre-
 * envelope builds wrote and counts as version 0; every slice migrates 0 → 1 by filling missing
 * fields from its initial state (then the v1 schema decides).
 *
 * Slices: playerDetails, playerSettings, modals (only `termsOfUse`, §4), menu (only
 * `desktopExpanded`) and the session (`clem-loginDetails`: jweToken, username, expiresAt,
 * loggedInAt, loginDetails, accountsSession) with the spec's unprefixed mirrors `jwt` (the
 * session handle), `jwt-time` (login time, ms) and `username` (the remember-me username), plus
 * the `jwt` cookie (the server's logged-in hint, the handle, for the session's lifetime). No
 * secret is stored: the tokens live in the proxy's HttpOnly cookies (docs/security.md "The
 * session"), token fields are written as SESSION_HANDLE and third-party tokens as
 * MEMORY_ONLY_TOKEN (see `storedSessionOf`).
 * favouriteEvents (`ids`, at most MAX_FAVOURITE_EVENTS positive integers). wallet (the last
 * sportsbook wallet known, only with a session, cleared with it): after a reload the header shows
 * the last balance, not nothing, even when the first balance call fails (it is then marked stale).
 *
 * Rehydration runs on the client after mount (`rehydrateStore`), so the first client render
 * equals the server's. Writes go through the listener middleware, debounced (200 ms), and are
 * flushed on `pagehide` and when the tab is hidden.
 */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const PERSIST_VERSION = 1;
export const PERSIST_DEBOUNCE_MS = 200;

export { persistedStateRestored, withPersistedRestore } from './persistedRestore';
import { persistedStateRestored } from './persistedRestore';

const envelopeSchema = z.object({ version: z.int().check(z.nonnegative()), state: z.unknown() });

function safeGet(storage: StorageLike, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function safeSet(storage: StorageLike, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Quota or private mode: the state stays in memory only.
  }
}

function safeRemove(storage: StorageLike, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to do.
  }
}

export interface StoredValueSpec<P> {
  key: string;
  version: number;
  schema: z.ZodMiniType<P>;
  /** Raw state of an older version → raw state of `version`; undefined when impossible. */
  migrate?: (fromVersion: number, raw: unknown) => unknown;
}

/** Reads one versioned value; anything unusable is removed and `undefined` returned. */
export function readStored<P>(storage: StorageLike, spec: StoredValueSpec<P>): P | undefined {
  const text = safeGet(storage, spec.key);
  if (text === null) return undefined;
  const drop = () => {
    safeRemove(storage, spec.key);
    return undefined;
  };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return drop();
  }
  const envelope = envelopeSchema.safeParse(json);
  let version: number;
  let raw: unknown;
  if (envelope.success && 'state' in (json as object)) {
    version = envelope.data.version;
    raw = envelope.data.state;
  } else {
    version = 0;
    raw = json;
  }
  if (version > spec.version) return drop();
  if (version < spec.version) {
    if (!spec.migrate) return drop();
    try {
      raw = spec.migrate(version, raw);
    } catch {
      return drop();
    }
    if (raw === undefined) return drop();
  }
  const parsed = spec.schema.safeParse(raw);
  return parsed.success ? parsed.data : drop();
}

export function writeStored<P>(storage: StorageLike, spec: StoredValueSpec<P>, state: P): void {
  safeSet(storage, spec.key, JSON.stringify({ version: spec.version, state }));
}

/** 0 → 1 for a slice: a bare legacy object, missing fields taken from the initial state. */
function fillFrom(initial: object): (fromVersion: number, raw: unknown) => unknown {
  return (fromVersion, raw) => {
    if (fromVersion !== 0 || !raw || typeof raw !== 'object' || Array.isArray(raw)) {
      return undefined;
    }
    return { ...initial, ...raw };
  };
}

export interface PersistedSlice<S = unknown, P extends object = object> extends StoredValueSpec<P> {
  /** The state key of the slice (`persistedStateRestored` merges into it). */
  slice: string;
  /** The persisted part; compared by reference to decide whether to write. */
  select: (state: RootState) => S;
  /** The stored form of the selected part (also the partial merged back on restore). */
  pick: (selected: S) => P;
  /** Only restored while a player is logged in (player details). */
  needsSession?: boolean;
}

/** Declares a persisted slice; erases the generic types for the `persistedSlices` list. */
export function definePersistedSlice<S, P extends object>(
  spec: PersistedSlice<S, P>,
): PersistedSlice {
  return spec as unknown as PersistedSlice;
}

/** The wallet's own fields only (the platform's answer may carry more). */
const storedWalletSchema = z.object(walletSchema.shape);

function storedWallet(wallet: Wallet): z.infer<typeof storedWalletSchema> {
  const { name, balance, promoCash, totalLeftToWager, withdrawableAmount, currency, precision } =
    wallet;
  return {
    name,
    balance,
    promoCash,
    totalLeftToWager,
    withdrawableAmount,
    currency,
    precision,
    ...(wallet.displayScale === undefined ? {} : { displayScale: wallet.displayScale }),
  };
}

export const persistedSlices: readonly PersistedSlice[] = [
  definePersistedSlice({
    slice: 'playerDetails',
    key: storageKey('playerDetails'),
    version: PERSIST_VERSION,
    schema: z.object({ details: z.nullable(playerDetailsSchema) }),
    select: (state) => state.playerDetails.details,
    pick: (details) => ({ details }),
    migrate: fillFrom({ details: null }),
    needsSession: true,
  }),
  definePersistedSlice({
    slice: 'playerSettings',
    key: storageKey('playerSettings'),
    version: PERSIST_VERSION,
    schema: playerSettingsSchema,
    select: (state) => state.playerSettings,
    pick: (settings) => settings,
    migrate: fillFrom(initialPlayerSettingsState),
  }),
  definePersistedSlice({
    slice: 'modals',
    key: storageKey('modals'),
    version: PERSIST_VERSION,
    schema: z.object({ termsOfUse: z.boolean() }),
    select: (state) => state.modals.termsOfUse,
    pick: (termsOfUse) => ({ termsOfUse }),
    migrate: fillFrom({ termsOfUse: false }),
  }),
  definePersistedSlice({
    slice: 'menu',
    key: storageKey('menu'),
    version: PERSIST_VERSION,
    schema: z.object({ desktopExpanded: z.boolean() }),
    select: (state) => state.menu.desktopExpanded,
    pick: (desktopExpanded) => ({ desktopExpanded }),
    migrate: fillFrom({ desktopExpanded: initialMenuState.desktopExpanded }),
  }),
  definePersistedSlice({
    slice: 'favouriteEvents',
    key: storageKey('favouriteEvents'),
    version: PERSIST_VERSION,
    schema: z.object({
      ids: z
        .array(z.int().check(z.positive(), z.lte(Number.MAX_SAFE_INTEGER)))
        .check(z.maxLength(MAX_FAVOURITE_EVENTS)),
    }),
    select: (state) => state.favouriteEvents.ids,
    pick: (ids) => ({ ids }),
    migrate: fillFrom({ ids: [] as number[] }),
  }),
  definePersistedSlice({
    slice: 'wallet',
    key: storageKey('wallet'),
    version: PERSIST_VERSION,
    schema: z.object({ wallet: z.nullable(storedWalletSchema) }),
    select: (state) => state.wallet.wallet,
    pick: (wallet) => ({ wallet: wallet ? storedWallet(wallet) : null }),
    migrate: fillFrom({ wallet: null }),
    needsSession: true,
  }),
];

/* ---------------------------------------------------------------- session */

export const SESSION_STORAGE_KEY = storageKey('loginDetails');
export const JWT_STORAGE_KEY = storageKey('jwt');
export const JWT_TIME_STORAGE_KEY = storageKey('jwt-time');
export const USERNAME_STORAGE_KEY = storageKey('username');

export const persistedSessionSchema = z.object({
  jweToken: z.string().check(z.minLength(1)),
  username: z.nullable(z.string()),
  expiresAt: z.nullable(z.number()),
  loggedInAt: z.nullable(z.number()),
  loginDetails: z.nullable(loginDetailsSchema),
  accountsSession: z.nullable(accountsSessionStateSchema),
});
export type PersistedSession = z.infer<typeof persistedSessionSchema>;

export const sessionStoredSpec: StoredValueSpec<PersistedSession> = {
  key: SESSION_STORAGE_KEY,
  version: PERSIST_VERSION,
  schema: persistedSessionSchema,
  migrate: fillFrom({
    username: null,
    expiresAt: null,
    loggedInAt: null,
    loginDetails: null,
    accountsSession: null,
  }),
};

/**
 * Every key and cookie a logout or an expired session clears (§4 "Logout": stored keys). The
 * remember-me `username` stays: it belongs to the device, not the session.
 */
export const SESSION_STORAGE_KEYS_TO_CLEAR = [
  SESSION_STORAGE_KEY,
  storageKey('playerDetails'),
  storageKey('wallet'),
  JWT_STORAGE_KEY,
  JWT_TIME_STORAGE_KEY,
  storageKey('UUIDToken'),
  storageKey('game-token'),
  storageKey('account-code'),
] as const;

export function clearStoredSession(
  storage: StorageLike,
  cookies: CookieTarget | undefined = typeof document === 'undefined' ? undefined : document,
): void {
  for (const key of SESSION_STORAGE_KEYS_TO_CLEAR) safeRemove(storage, key);
  removeCookie(SESSION_HINT_COOKIE, cookies);
  // Only a readable extToken an older build wrote: the proxy's HttpOnly one is out of reach of
  // scripts (the logout's call to SESSION_COOKIES_CLEAR_PATH clears it).
  removeCookie(EXTERNAL_TOKEN_COOKIE, cookies);
}

function writeSession(
  storage: StorageLike,
  session: SessionState,
  cookies: CookieTarget | undefined,
): void {
  const saved = session.loginDetails?.savedUsername;
  if (typeof saved === 'string' && saved !== '') safeSet(storage, USERNAME_STORAGE_KEY, saved);
  else if (saved === null) safeRemove(storage, USERNAME_STORAGE_KEY);

  const stored = storedSessionOf(session);
  if (!stored) {
    safeRemove(storage, SESSION_STORAGE_KEY);
    safeRemove(storage, JWT_STORAGE_KEY);
    safeRemove(storage, JWT_TIME_STORAGE_KEY);
    removeCookie(SESSION_HINT_COOKIE, cookies);
    return;
  }
  writeStored(storage, sessionStoredSpec, stored);
  safeSet(storage, JWT_STORAGE_KEY, SESSION_HANDLE);
  if (session.loggedInAt !== null) {
    safeSet(storage, JWT_TIME_STORAGE_KEY, String(session.loggedInAt));
  } else {
    safeRemove(storage, JWT_TIME_STORAGE_KEY);
  }
  // The hint lives as long as the session (a browser-session cookie when its expiry is unknown).
  writeCookie(
    SESSION_HINT_COOKIE,
    SESSION_HANDLE,
    { expires: session.expiresAt !== null ? new Date(session.expiresAt) : null },
    cookies,
  );
}

const TOKEN_DETAIL_FIELDS = ['jweToken', 'alsToken', 'externalSessionToken'] as const;
const THIRD_PARTY_DETAIL_FIELDS = [
  'betradarToken',
  'dstToken',
  'esportsBullToken',
  'highlightToken',
  'kironToken',
  'scoutToken',
] as const;

const asHandle = (value: string | undefined, handle: string) =>
  value === undefined || value === '' ? value : handle;

/**
 * What storage keeps of a session, or null when nobody is logged in. Nothing secret: every token
 * field (jweToken, alsToken, externalSessionToken, the access token) is written as
 * SESSION_HANDLE, whatever the state holds (behind the proxy it is the handle already), and
 * every third-party token as MEMORY_ONLY_TOKEN: their values stay in memory, their names stay so
 * feature gating (a KRYPTIUM token exists) reads the same after a reload.
 */
export function storedSessionOf(session: SessionState): PersistedSession | null {
  if (!session.jweToken) return null;
  let loginDetails: LoginDetails | null = null;
  if (session.loginDetails) {
    const details: LoginDetails = { ...session.loginDetails };
    for (const field of TOKEN_DETAIL_FIELDS) {
      if (details[field]) details[field] = SESSION_HANDLE;
    }
    for (const field of THIRD_PARTY_DETAIL_FIELDS) {
      if (details[field]) details[field] = MEMORY_ONLY_TOKEN;
    }
    if (details.thirdPartyTokens) {
      details.thirdPartyTokens = Object.fromEntries(
        Object.entries(details.thirdPartyTokens).map(([name, value]) => [
          name,
          asHandle(value, MEMORY_ONLY_TOKEN),
        ]),
      );
    }
    loginDetails = details;
  }
  return {
    jweToken: SESSION_HANDLE,
    username: session.username,
    expiresAt: session.expiresAt,
    loggedInAt: session.loggedInAt,
    loginDetails,
    accountsSession: session.accountsSession
      ? { ...session.accountsSession, accessToken: SESSION_HANDLE }
      : null,
  };
}

/* ---------------------------------------------------------------- rehydrate */

export interface RehydrateOptions {
  storage: StorageLike;
  now: number;
  cookies?: CookieTarget | undefined;
}

export interface RehydrateReport {
  session: 'restored' | 'expired' | 'none';
  slices: string[];
}

/**
 * Reads storage into a client store once, right after mount. A stored session whose token is
 * within 30 s of expiry is not restored: its keys and cookies are cleared (reason
 * jwe_token_expired; no logout call is made, the token is about to die anyway). Always ends with
 * `sessionRestored`, so `session.restored` is true afterwards.
 */
export function rehydrateStore(
  store: { dispatch: (action: UnknownAction) => unknown },
  {
    storage,
    now,
    cookies = typeof document === 'undefined' ? undefined : document,
  }: RehydrateOptions,
): RehydrateReport {
  const stored = readStored(storage, sessionStoredSpec);
  const savedUsername = safeGet(storage, USERNAME_STORAGE_KEY);
  let report: RehydrateReport['session'] = 'none';
  let session: PersistedSession | undefined;
  if (stored) {
    if (isTokenExpiring(stored.expiresAt, now)) {
      clearStoredSession(storage, cookies);
      report = 'expired';
    } else {
      session = stored;
      report = 'restored';
    }
  }

  const restoredSlices: Record<string, object> = {};
  for (const spec of persistedSlices) {
    if (spec.needsSession && !session) {
      safeRemove(storage, spec.key);
      continue;
    }
    const value = readStored(storage, spec);
    if (value !== undefined) restoredSlices[spec.slice] = value;
  }
  if (Object.keys(restoredSlices).length > 0) {
    store.dispatch(persistedStateRestored(restoredSlices));
  }

  const loginDetails: LoginDetails | null =
    session?.loginDetails || savedUsername
      ? {
          ...session?.loginDetails,
          ...(savedUsername ? { savedUsername } : {}),
        }
      : null;
  store.dispatch(
    sessionRestored(
      session ? { ...session, loginDetails } : loginDetails ? { loginDetails } : null,
    ),
  );
  return { session: report, slices: Object.keys(restoredSlices) };
}

/* ---------------------------------------------------------------- writes */

export interface PersistenceOptions {
  storage: StorageLike;
  debounceMs?: number;
  cookies?: CookieTarget | undefined;
  /** Where `pagehide` is listened for (the window); none in tests. */
  pageEvents?: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined;
}

export interface PersistenceHandle {
  /** Writes everything pending now. */
  flush: () => void;
  uninstall: () => void;
}

/**
 * Debounced writes through the listener middleware. The session is only written once the client
 * restored it (so the server's hint never overwrites storage).
 */
/**
 * Writes every persisted slice (and the session, once restored) as they are now: persistence
 * installed late (a first visit, once something worth keeping changed) starts from the state.
 */
export function persistAll(
  storage: StorageLike,
  state: RootState,
  cookies: CookieTarget | undefined = typeof document === 'undefined' ? undefined : document,
): void {
  for (const spec of persistedSlices) writeStored(storage, spec, spec.pick(spec.select(state)));
  if (state.session.restored) writeSession(storage, state.session, cookies);
}

export function installPersistence(
  listen: AppStartListening,
  {
    storage,
    debounceMs = PERSIST_DEBOUNCE_MS,
    cookies = typeof document === 'undefined' ? undefined : document,
    pageEvents,
  }: PersistenceOptions,
): PersistenceHandle {
  const dirty = new Set<PersistedSlice>();
  let sessionDirty = false;
  let latest: (() => RootState) | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (!latest) return;
    const state = latest();
    for (const spec of dirty) writeStored(storage, spec, spec.pick(spec.select(state)));
    dirty.clear();
    if (sessionDirty && state.session.restored) writeSession(storage, state.session, cookies);
    sessionDirty = false;
  };

  const unsubscribe = listen({
    predicate: (action, current, previous) =>
      tabVisibilityChanged.match(action) ||
      current.session !== previous.session ||
      persistedSlices.some((spec) => spec.select(current) !== spec.select(previous)),
    effect: (action, api) => {
      const current = api.getState();
      const previous = api.getOriginalState();
      latest = api.getState;
      for (const spec of persistedSlices) {
        if (spec.select(current) !== spec.select(previous)) dirty.add(spec);
      }
      if (current.session !== previous.session) sessionDirty = true;
      if (tabVisibilityChanged.match(action) && !action.payload.visible) {
        flush();
        return;
      }
      if (timer === null) timer = setTimeout(flush, debounceMs);
    },
  });
  pageEvents?.addEventListener('pagehide', flush);
  return {
    flush,
    uninstall: () => {
      flush();
      unsubscribe();
      pageEvents?.removeEventListener('pagehide', flush);
    },
  };
}
