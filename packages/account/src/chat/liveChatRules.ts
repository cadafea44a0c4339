import {
  selectIsLoggedIn,
  selectLoginDetails,
  selectPlayerDetails,
  safeUrl,
  selectSettings,
  type RootState,
} from '@clem/core';
import { LIVE_CHAT_TOKEN_FAILED, selectLiveChatToken } from './liveChatSlice';

/**
 * §8: the message the external chat-token POST rejects with when its URL or bearer is missing.
 * That POST is not built here (no setting names its URL in this codebase); the constant is
 * exported for whoever adds it.
 */
export const MISSING_AVAYA_CHAT_CONFIGURATION =
  'Missing Avaya chat configuration: URL or Bearer Token is not defined.';

/** The two platform settings that name the chat (catch-all keys of PlatformSettings). */
export interface LiveChatSettings {
  readonly [key: string]: unknown;
  live_chat_url?: unknown;
  avaya_live_chat_url?: unknown;
}

/** The chat URL to use and whether it is the Avaya one (the only one that takes the token). */
export interface LiveChatTarget {
  url: URL;
  avaya: boolean;
}

/**
 * An absolute http(s) URL, or null (empty, not text, relative, javascript:, data:, …), as core's
 * one URL rule (`safeUrl`, external URLs only) decides.
 */
export function safeHttpUrl(value: unknown): URL | null {
  const safe = safeUrl(value, { external: 'any', relative: false });
  return safe?.kind === 'external' ? new URL(safe.href) : null;
}

/**
 * Which chat is configured: avaya_live_chat_url when it is a usable http(s) URL, otherwise
 * live_chat_url when that is one; null when neither is.
 *
 * Decision (spec silent): an unusable avaya_live_chat_url (e.g. `javascript:…`, a typo) is
 * treated like an empty one, so a good live_chat_url still opens the chat.
 */
export function liveChatTarget(settings: LiveChatSettings): LiveChatTarget | null {
  const avaya = safeHttpUrl(settings.avaya_live_chat_url);
  if (avaya) return { url: avaya, avaya: true };
  const plain = safeHttpUrl(settings.live_chat_url);
  return plain ? { url: plain, avaya: false } : null;
}

/** A real token: a non-empty string that is not the FAILED marker. */
export function isUsableLiveChatToken(token: string | null | undefined): token is string {
  return typeof token === 'string' && token !== '' && token !== LIVE_CHAT_TOKEN_FAILED;
}

export interface LiveChatHrefInput {
  settings: LiveChatSettings;
  /** The stored live-chat token, `'FAILED'`, or null. */
  token: string | null | undefined;
  isPartnerMatrixAffiliate: boolean | null | undefined;
  loggedIn: boolean;
}

/**
 * The chat URL to open (account-and-shell §4 "A partner-matrix affiliate does not get the chat
 * URL with a token"):
 *
 * - the URL is avaya_live_chat_url, or live_chat_url when the Avaya one is empty (see
 *   `liveChatTarget`); null when no absolute http(s) URL is configured (never a `javascript:`
 *   or relative URL: the caller opens it as a link / new window);
 * - the token is set as the query parameter `token` (replacing one already in the URL) only when
 *   the player is logged in, the token is real (not null, not FAILED) and the player is not a
 *   partner-matrix affiliate; otherwise the plain URL;
 * - decision (spec silent): the token is added to the Avaya URL only. It is the Avaya chat's
 *   token, so a generic live_chat_url (another provider) never receives it.
 *
 * The token in the URL is what the spec asks for (the chat page reads it); it is the chat's own
 * token, never the session token.
 */
export function liveChatHref({
  settings,
  token,
  isPartnerMatrixAffiliate,
  loggedIn,
}: LiveChatHrefInput): string | null {
  const target = liveChatTarget(settings);
  if (!target) return null;
  const url = new URL(target.url.href);
  if (
    target.avaya &&
    loggedIn &&
    isPartnerMatrixAffiliate !== true &&
    isUsableLiveChatToken(token)
  ) {
    url.searchParams.set('token', token);
  }
  return url.href;
}

/**
 * Whether the logged-in player is a partner-matrix affiliate: the login details' flag, or the
 * player details' one (whichever arrived says so).
 */
export function selectIsPartnerMatrixAffiliate(state: RootState): boolean {
  return (
    selectLoginDetails(state)?.isPartnerMatrixAffiliate === true ||
    selectPlayerDetails(state)?.isPartnerMatrixAffiliate === true
  );
}

/** The player id sent as `u`: the login details' alsPlayerId, else the player details' alsId. */
export function selectLiveChatPlayerId(state: RootState): number | null {
  return selectLoginDetails(state)?.alsPlayerId ?? selectPlayerDetails(state)?.alsId ?? null;
}

/** `liveChatHref` for the store's current settings, session and token. */
export function selectLiveChatHref(state: RootState): string | null {
  return liveChatHref({
    settings: selectSettings(state),
    token: selectLiveChatToken(state),
    isPartnerMatrixAffiliate: selectIsPartnerMatrixAffiliate(state),
    loggedIn: selectIsLoggedIn(state),
  });
}
