/**
 * Storage keys (account-and-shell §9 "Storage"): the spec's listed keys are stored unprefixed;
 * every other key gets the product prefix. The prefix is `clem-`, which is why the theme's key
 * reads `clem-theme` as the spec names it.
 */
export const PRODUCT_STORAGE_PREFIX = 'clem-';

/** The keys the spec keeps unprefixed (names as the platform integrations expect them). */
export const UNPREFIXED_STORAGE_KEYS = [
  'jwt',
  'jwt-time',
  'UUIDToken',
  'game-token',
  'account-code',
  'self-exclusion',
  'previous-session-notification',
  'username',
  'device_id',
] as const;

export type UnprefixedStorageKey = (typeof UNPREFIXED_STORAGE_KEYS)[number];

const unprefixed: ReadonlySet<string> = new Set(UNPREFIXED_STORAGE_KEYS);

/** The stored name of a key: unprefixed for the spec's list, `clem-<name>` for the rest. */
export function storageKey(name: string): string {
  if (name === '') throw new Error('A storage key needs a name');
  if (unprefixed.has(name) || name.startsWith(PRODUCT_STORAGE_PREFIX)) return name;
  return `${PRODUCT_STORAGE_PREFIX}${name}`;
}
