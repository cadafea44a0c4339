import { z } from 'zod';
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
  alsPlayerId: z.number().int().optional(),
  alsToken: z.string().optional(),
  betradarToken: z.string().optional(),
  currency: z.string().optional(),
  dstToken: z.string().optional(),
  email: z.string().optional(),
  esportsBullToken: z.string().optional(),
  expirationTimeInSeconds: z.number().nonnegative().optional(),
  externalPlayerId: z.string().optional(),
  externalSessionToken: z.string().optional(),
  firstName: z.string().optional(),
  highlightToken: z.string().optional(),
  kironToken: z.string().optional(),
  locale: z.string().optional(),
  priceFormat: z.string().optional(),
  isPartnerMatrixAffiliate: z.boolean().optional(),
  scoutToken: z.string().optional(),
  thirdPartyTokens: z.partialRecord(z.enum(THIRD_PARTY_TOKEN_NAMES), z.string()).optional(),
  vipLevel: z.number().int().nonnegative().optional(),
  username: z.string().optional(),
  jweToken: z.string().optional(),
  authExecuted: z.boolean().optional(),
  question: z.string().optional(),
  savedUsername: z.string().nullable().optional(),
});

export type LoginDetails = z.infer<typeof loginDetailsSchema>;

/** The persisted accounts session (sessions-style brands): §3 "persisted session". */
export const accountsSessionStateSchema = z.object({
  accessToken: z.string().min(1),
  expiresIn: z.number().nonnegative(),
  maxAge: z.number().nonnegative().nullable(),
  scopes: z.array(z.string()),
});

export type AccountsSessionState = z.infer<typeof accountsSessionStateSchema>;
