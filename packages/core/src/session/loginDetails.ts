import * as z from 'zod/mini';
import { THIRD_PARTY_TOKEN_NAMES } from '../platform/schemas/account';

/**
 * §3 login details (persisted, version 1). Every field is optional: the details are merged in
 * steps (the saved username exists before any login, third-party tokens arrive after it) and a
 * player is logged in when the session's jweToken exists, not when these are complete.
 *
 * `savedUsername` is the remember-me username: a string keeps it (stored under the spec's
 * unprefixed `username` key), `null` forgets it (remember-me off), absent leaves the stored one.
 */
export const loginDetailsSchema = z.object({
  alsPlayerId: z.optional(z.int()),
  alsToken: z.optional(z.string()),
  betradarToken: z.optional(z.string()),
  currency: z.optional(z.string()),
  dstToken: z.optional(z.string()),
  email: z.optional(z.string()),
  esportsBullToken: z.optional(z.string()),
  expirationTimeInSeconds: z.optional(z.number().check(z.nonnegative())),
  externalPlayerId: z.optional(z.string()),
  externalSessionToken: z.optional(z.string()),
  firstName: z.optional(z.string()),
  highlightToken: z.optional(z.string()),
  kironToken: z.optional(z.string()),
  locale: z.optional(z.string()),
  priceFormat: z.optional(z.string()),
  isPartnerMatrixAffiliate: z.optional(z.boolean()),
  scoutToken: z.optional(z.string()),
  thirdPartyTokens: z.optional(z.partialRecord(z.enum(THIRD_PARTY_TOKEN_NAMES), z.string())),
  vipLevel: z.optional(z.int().check(z.nonnegative())),
  username: z.optional(z.string()),
  jweToken: z.optional(z.string()),
  authExecuted: z.optional(z.boolean()),
  question: z.optional(z.string()),
  savedUsername: z.optional(z.nullable(z.string())),
});

export type LoginDetails = z.infer<typeof loginDetailsSchema>;

/** The persisted accounts session (sessions-style brands): §3 "persisted session". */
export const accountsSessionStateSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  expiresIn: z.number().check(z.nonnegative()),
  maxAge: z.nullable(z.number().check(z.nonnegative())),
  scopes: z.array(z.string()),
});

export type AccountsSessionState = z.infer<typeof accountsSessionStateSchema>;
