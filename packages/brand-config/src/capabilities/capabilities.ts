import * as z from 'zod/mini';

export const loginApis = ['header_login', 'icore', 'sessions'] as const;
export const themeModeSettings = ['light', 'dark', 'system'] as const;

/**
 * Everything that differs between brands in behaviour, by name. Components read these; they
 * never compare brand ids.
 */
export const capabilitiesSchema = z.strictObject({
  /** The /jackpot pages and jackpot betslip. */
  jackpot: z.boolean(),
  /** Links whose path starts with one of these render as plain anchors (Spain: `app/`). */
  plainAnchorPrefixes: z.array(z.string().check(z.minLength(1))),
  /** Settings panel: hide the default-stake option. */
  hideDefaultStake: z.boolean(),
  /** Settings panel: hide the remember-stake option. */
  hideRememberStake: z.boolean(),
  /** Side menu bottom tier: session clock (hh:mm:ss since login) when logged in. */
  showSessionClock: z.boolean(),
  /** Side menu bottom tier: last login time when logged in. */
  showLastLogin: z.boolean(),
  /** Header: VIP tier badge from vipLevel. */
  vipBadge: z.boolean(),
  /** Account menu: self-exclusion entry. */
  selfExclusionEntry: z.boolean(),
  /** Which login call the brand uses (spec section 7, authentication). */
  loginApi: z.enum(loginApis),
  /** Settings panel: the Thai layout is removed. */
  restrictThaiLayout: z.boolean(),
  /** Theme before the player or the default_theme_mode setting chooses. */
  defaultThemeMode: z.enum(themeModeSettings),
});

export type Capabilities = z.infer<typeof capabilitiesSchema>;
export type CapabilityName = keyof Capabilities;
export type LoginApi = Capabilities['loginApi'];
export type ThemeModeSetting = Capabilities['defaultThemeMode'];

type FlagName = {
  [Name in CapabilityName]: Capabilities[Name] extends boolean ? Name : never;
}[CapabilityName];

/** The on/off capabilities: the ones a route entry can require. */
export const capabilityFlagNames = [
  'jackpot',
  'hideDefaultStake',
  'hideRememberStake',
  'showSessionClock',
  'showLastLogin',
  'vipBadge',
  'selfExclusionEntry',
  'restrictThaiLayout',
] as const satisfies readonly FlagName[];

export type CapabilityFlagName = (typeof capabilityFlagNames)[number];

// Compile-time check that no boolean capability is missing from `capabilityFlagNames`.
const _everyFlagListed: FlagName extends CapabilityFlagName ? true : never = true;

/** Off for every brand unless its file says otherwise. */
export const capabilityDefaults: Omit<Capabilities, 'loginApi' | 'defaultThemeMode'> = {
  jackpot: false,
  plainAnchorPrefixes: [],
  hideDefaultStake: false,
  hideRememberStake: false,
  showSessionClock: false,
  showLastLogin: false,
  vipBadge: false,
  selfExclusionEntry: false,
  restrictThaiLayout: false,
};
