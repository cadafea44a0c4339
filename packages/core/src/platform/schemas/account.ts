import * as z from 'zod/mini';

/**
 * The account calls of account-and-shell §7, as the sandbox platform answers them. Objects are
 * loose (unknown fields pass through untouched) and strict on the fields §3 names. Money is
 * always an integer count of minor units; `precision` says how many of them make a major unit.
 */

const minorUnits = z.int();
const isoDate = z.iso.datetime({ offset: true });

/** §7: header_login and its steps answer { success, status, message, result }. */
export function platformEnvelopeSchema<T extends z.ZodMiniType>(result: T) {
  return z.looseObject({
    success: z.boolean(),
    status: z.int(),
    message: z.string(),
    result,
  });
}

/** §8: a failed login or account call. reasonJson.responseCode is INT003, INT009, … */
export const accountErrorResponseSchema = z.looseObject({
  success: z.literal(false),
  status: z.int(),
  message: z.string(),
  reasonJson: z.looseObject({
    responseCode: z.optional(z.string().check(z.regex(/^INT\d{3}$/))),
    message: z.optional(z.string()),
  }),
});
export type AccountErrorResponse = z.infer<typeof accountErrorResponseSchema>;

/** §3 session/login data. */
export const sessionDataSchema = z.looseObject({
  id: z.optional(z.int()),
  alsPlayerId: z.int(),
  jwe_token: z.string().check(z.minLength(1)),
  username: z.string().check(z.minLength(1)),
  currency: z.string().check(z.minLength(3)),
  locale: z.string().check(z.minLength(2)),
  icore_token: z.string().check(z.minLength(1)),
  icore_player_id: z.optional(z.string()),
  icore_betradar_virtuals_token: z.optional(z.string()),
  icore_esports_bull_token: z.optional(z.string()),
  icore_kiron_token: z.optional(z.string()),
  icore_scout_token: z.optional(z.string()),
  icore_powerball_token: z.optional(z.string()),
  is_partner_matrix_affiliate: z.boolean(),
  vipLevel: z.optional(z.int().check(z.nonnegative())),
  /** A risk-group player (the front end shows the risk-group modal). */
  riskGroup: z.optional(z.boolean()),
});
export type SessionData = z.infer<typeof sessionDataSchema>;

/** A password step that needs a second one: no jwe_token yet. */
const pendingLoginSchema = z.looseObject({
  alsPlayerId: z.int(),
  username: z.string().check(z.minLength(1)),
  currency: z.string().check(z.minLength(3)),
  locale: z.string().check(z.minLength(2)),
  /** The pending token (also set as a cookie), for the code or answer step. */
  login_token: z.optional(z.string().check(z.minLength(1))),
});

/**
 * otp true: a one-time code is needed. otp null: a security question is needed. Otherwise
 * (false) login is done and jwe_token is there (§4).
 */
export const headerLoginResultSchema = z.union([
  z.extend(pendingLoginSchema, { otp: z.literal(true) }),
  z.extend(pendingLoginSchema, { otp: z.null() }),
  z.extend(sessionDataSchema, {
    otp: z.literal(false),
    expirationTimeInSeconds: z.optional(z.int().check(z.positive())),
  }),
]);
export type HeaderLoginResult = z.infer<typeof headerLoginResultSchema>;

/** header_login/authenticate, POST /api/login, otp/validate, security_question/checkAnswer. */
export const headerLoginResponseSchema = platformEnvelopeSchema(headerLoginResultSchema);
export type HeaderLoginResponse = z.infer<typeof headerLoginResponseSchema>;

export const otpGenerateResponseSchema = platformEnvelopeSchema(
  z.looseObject({
    cooldownSeconds: z.int().check(z.positive()),
    expiresInSeconds: z.int().check(z.positive()),
  }),
);

/** otp/generate during the cooldown (429). */
export const otpCooldownResponseSchema = z.looseObject({
  success: z.literal(false),
  status: z.literal(429),
  message: z.string(),
  result: z.looseObject({ remainingSeconds: z.int().check(z.nonnegative()) }),
});

export const securityQuestionResponseSchema = platformEnvelopeSchema(
  z.looseObject({ question: z.string().check(z.minLength(1)) }),
);

export const logoutResponseSchema = platformEnvelopeSchema(
  z.looseObject({ authenticated: z.literal(false), reason: z.nullable(z.string()) }),
);

export const alsIntegrationResponseSchema = platformEnvelopeSchema(
  z.looseObject({
    integrated: z.boolean(),
    alsPlayerId: z.int(),
    username: z.string().check(z.minLength(1)),
    currency: z.string().check(z.minLength(3)),
    locale: z.string().check(z.minLength(2)),
  }),
);

export const THIRD_PARTY_TOKEN_NAMES = [
  'BETRADAR',
  'DST',
  'EDGE',
  'ESPORTSBULL',
  'HIGHLIGHT',
  'INSPIRED',
  'KIRON',
  'KRYPTIUM',
  'PARLAYBAY',
  'POWERBALL',
  'SCOUT',
] as const;

/** POST /xapi/icore/players/login and GET /xapi/icore/checkplayer: §3 login details. */
export const icoreLoginResponseSchema = z.looseObject({
  alsPlayerId: z.int(),
  /** Copied to jweToken by the client. */
  alsToken: z.string().check(z.minLength(1)),
  currency: z.string().check(z.minLength(3)),
  email: z.string(),
  expirationTimeInSeconds: z.int().check(z.nonnegative()),
  externalPlayerId: z.string(),
  externalSessionToken: z.string().check(z.minLength(1)),
  firstName: z.string(),
  locale: z.string().check(z.minLength(2)),
  priceFormat: z.string(),
  isPartnerMatrixAffiliate: z.boolean(),
  thirdPartyTokens: z.partialRecord(z.enum(THIRD_PARTY_TOKEN_NAMES), z.string()),
  vipLevel: z.int().check(z.nonnegative()),
  /** A risk-group player. */
  riskGroup: z.optional(z.boolean()),
  username: z.string().check(z.minLength(1)),
  betradarToken: z.optional(z.string()),
  dstToken: z.optional(z.string()),
  esportsBullToken: z.optional(z.string()),
  highlightToken: z.optional(z.string()),
  kironToken: z.optional(z.string()),
  scoutToken: z.optional(z.string()),
});
export type IcoreLoginResponse = z.infer<typeof icoreLoginResponseSchema>;

export const icorePriceFormatSchema = z.enum(['EURO', 'HK', 'US', 'MALAY', 'INDO']);

/** GET/PUT /xapi/icore/players/{username}/details: §3 player details. */
export const playerDetailsSchema = z.looseObject({
  alsId: z.int(),
  username: z.string().check(z.minLength(1)),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  priceFormat: z.string(),
  holdWithdraw: z.boolean(),
  vipLevel: z.int().check(z.nonnegative()),
  enableStreamFullScreen: z.boolean(),
  accountNumber: z.string(),
  /** Minor units; the client converts a numeric string too (§7). */
  defaultStake: z.coerce.number().check(z.int(), z.nonnegative()),
  registrationDateTime: isoDate,
  locale: z.string().check(z.minLength(2)),
  currency: z.string().check(z.minLength(3)),
  countryCode: z.string(),
  playerCreatedByAgent: z.boolean(),
  isRememberStake: z.boolean(),
  excludedFromPromotions: z.boolean(),
  avayaSToken: z.optional(z.nullable(z.string())),
  isPartnerMatrixAffiliate: z.optional(z.boolean()),
  nonDepositor: z.optional(z.boolean()),
  nonBettor: z.optional(z.boolean()),
  selfExcluded: z.optional(z.boolean()),
  firstLoginTime: z.optional(z.nullable(isoDate)),
});
export type PlayerDetails = z.infer<typeof playerDetailsSchema>;

/** PUT /xapi/icore/players/{username}/details body. */
export const playerDetailsUpdateSchema = z.object({
  priceFormat: z.optional(icorePriceFormatSchema),
  defaultStake: z.optional(z.int().check(z.nonnegative())),
});

/** §3 wallet, in integer minor units. */
export const walletSchema = z.looseObject({
  name: z.string().check(z.minLength(1)),
  balance: minorUnits.check(z.nonnegative()),
  promoCash: minorUnits.check(z.nonnegative()),
  totalLeftToWager: minorUnits.check(z.nonnegative()),
  withdrawableAmount: minorUnits.check(z.nonnegative()),
  currency: z.string().check(z.minLength(3)),
  precision: z.int().check(z.gte(0), z.lte(8)),
  /** 1000 for VND and IDR, shown in thousands; 1 otherwise. */
  displayScale: z.optional(z.int().check(z.positive())),
});
export type Wallet = z.infer<typeof walletSchema>;

/** GET /xapi/icore/players/{username}/balance/sportsbook. */
export const sportsbookBalanceResponseSchema = z.looseObject({
  username: z.string().check(z.minLength(1)),
  currency: z.string().check(z.minLength(3)),
  wallets: z.array(walletSchema),
});

/** The sportsbook wallet is the one named 'sportsbook' (§3). */
export function sportsbookWalletOf(wallets: readonly Wallet[]): Wallet | undefined {
  return wallets.find((wallet) => wallet.name === 'sportsbook');
}

/** §3: low balance is true when the balance is 0 or less. */
export function isLowBalance(wallet: Pick<Wallet, 'balance'>): boolean {
  return wallet.balance <= 0;
}

/** POST /accounts/sessions, …/accept-terms, …/refresh. */
export const accountsSessionResponseSchema = z.looseObject({
  accessToken: z.string().check(z.minLength(1)),
  expiresIn: z.int().check(z.positive()),
  maxAge: z.int().check(z.positive()),
  scopes: z.array(z.string()),
  refreshToken: z.optional(z.string().check(z.minLength(1))),
  tokenType: z.optional(z.string()),
});
export type AccountsSession = z.infer<typeof accountsSessionResponseSchema>;

/** GET /accounts/me/profile. */
export const profileSchema = z.looseObject({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  lastLoginDate: z.nullable(isoDate),
  registerDate: isoDate,
  accountCode: z.string(),
  currency: z.string().check(z.minLength(3)),
  residence: z.looseObject({ countryCode: z.string() }),
  selfExcluded: z.boolean(),
  accountStatus: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** GET /accounts/me/balance (franco): one wallet. */
export const accountBalanceResponseSchema = walletSchema;

/** GET /api/session (X-UUIDToken). */
export const apiSessionResponseSchema = z.extend(sessionDataSchema, { expiresAt: isoDate });

/** GET /xapi/rest/accounts/{accountId}/info and PUT /xapi/rest/accounts/{accountId}. */
export const accountInfoSchema = z.looseObject({
  accountId: z.int(),
  username: z.string().check(z.minLength(1)),
  currency: z.string().check(z.minLength(3)),
  wasSetRealMoneyBonuses: z.boolean(),
  realMoneyBonuses: z.boolean(),
});

export const accountPrefsDataSchema = z.looseObject({
  default_stake: minorUnits.check(z.nonnegative()),
  layout: z.enum(['asian', 'euro', 'thai']),
  sort_by: z.enum(['competition', 'time']),
  price_format: z.enum(['euro', 'hk', 'us', 'malay', 'indo']),
  accept_higher_odds: z.boolean(),
  theme: z.optional(z.enum(['light', 'dark', 'system'])),
});
export type AccountPrefsData = z.infer<typeof accountPrefsDataSchema>;

/** GET and PATCH /xapi/rest/accounts/{accountId}/accountPrefs. */
export const accountPrefsResponseSchema = z.looseObject({
  accountId: z.int(),
  data: accountPrefsDataSchema,
});

/**
 * What a ledger line of GET /xapi/rest/accounts/{accountId}/transactions is. `bet_stake`
 * (a betslip or jackpot stake, negative), `bet_refund` (a rejected betslip's stake back),
 * `bet_payout` (a settled bet's or jackpot's winnings), and plain `credit` / `debit` for anything
 * else (an opening balance, an operator's adjustment).
 */
export const ACCOUNT_TRANSACTION_KINDS = [
  'credit',
  'debit',
  'bet_stake',
  'bet_refund',
  'bet_payout',
] as const;
export type AccountTransactionKind = (typeof ACCOUNT_TRANSACTION_KINDS)[number];

/** One ledger line: amounts in integer minor units, `amount` signed (negative takes money). */
export const accountTransactionSchema = z.looseObject({
  id: z.int(),
  createdAt: isoDate,
  kind: z.enum(ACCOUNT_TRANSACTION_KINDS),
  amount: minorUnits,
  /** The balance right after this line. */
  balanceAfter: minorUnits,
  currency: z.string().check(z.minLength(3)),
  precision: z.int().check(z.gte(0), z.lte(8)),
  displayScale: z.int().check(z.positive()),
  /** The bet or betslip reference for bet lines; an operator's note or null otherwise. */
  reference: z.nullable(z.string()),
});
export type AccountTransaction = z.infer<typeof accountTransactionSchema>;

/** GET /xapi/rest/accounts/{accountId}/transactions?page=&pageSize=: newest first. */
export const accountTransactionsResponseSchema = z.looseObject({
  accountId: z.int(),
  page: z.int().check(z.positive()),
  pageSize: z.int().check(z.positive()),
  /** Lines in all (every page). */
  total: z.int().check(z.nonnegative()),
  transactions: z.array(accountTransactionSchema),
});
export type AccountTransactionsResponse = z.infer<typeof accountTransactionsResponseSchema>;

// §4 VIP tiers live in domain/vip (a pure rule, no zod): client code imports them from there.
