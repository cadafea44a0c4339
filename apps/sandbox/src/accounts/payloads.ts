import { randomBytes } from 'node:crypto';
import { THIRD_PARTY_TOKEN_NAMES } from '@clem/core/schemas';
import type { PlayerRow } from './account-tables';

/**
 * Third-party tokens: opaque random strings nothing checks (the sandbox has no game providers).
 * The names are §3's thirdPartyTokens keys.
 */
export const THIRD_PARTY_PROVIDERS = THIRD_PARTY_TOKEN_NAMES;

export type ThirdPartyTokens = Record<(typeof THIRD_PARTY_PROVIDERS)[number], string>;

export function thirdPartyTokens(): ThirdPartyTokens {
  const entries = THIRD_PARTY_PROVIDERS.map((name) => [name, randomBytes(12).toString('hex')]);
  return Object.fromEntries(entries) as ThirdPartyTokens;
}

/** The header_login / api/session "result": §3 session/login data. */
export function sessionData(
  player: PlayerRow,
  tokens: { jwe: string; external: string },
  third: ThirdPartyTokens,
) {
  return {
    id: player.id,
    alsPlayerId: player.id,
    jwe_token: tokens.jwe,
    username: player.username,
    currency: player.currency,
    locale: player.locale,
    icore_token: tokens.external,
    icore_player_id: String(player.id),
    icore_betradar_virtuals_token: third.BETRADAR,
    icore_esports_bull_token: third.ESPORTSBULL,
    icore_kiron_token: third.KIRON,
    icore_scout_token: third.SCOUT,
    icore_powerball_token: third.POWERBALL,
    is_partner_matrix_affiliate: player.is_partner_matrix_affiliate,
    vipLevel: player.vip_level,
    riskGroup: player.risk_group,
  };
}

/** The icore login / checkplayer answer: §3 login details. */
export function loginDetails(
  player: PlayerRow,
  tokens: { als: string; external: string; expiresIn: number },
  third: ThirdPartyTokens,
  priceFormat: string,
) {
  return {
    alsPlayerId: player.id,
    alsToken: tokens.als,
    betradarToken: third.BETRADAR,
    currency: player.currency,
    dstToken: third.DST,
    email: player.email,
    esportsBullToken: third.ESPORTSBULL,
    expirationTimeInSeconds: tokens.expiresIn,
    externalPlayerId: String(player.id),
    externalSessionToken: tokens.external,
    firstName: player.first_name,
    highlightToken: third.HIGHLIGHT,
    kironToken: third.KIRON,
    locale: player.locale,
    priceFormat,
    isPartnerMatrixAffiliate: player.is_partner_matrix_affiliate,
    scoutToken: third.SCOUT,
    thirdPartyTokens: third,
    vipLevel: player.vip_level,
    riskGroup: player.risk_group,
    username: player.username,
  };
}

export function profilePayload(player: PlayerRow, accountCode: string) {
  return {
    email: player.email,
    firstName: player.first_name,
    lastName: player.last_name,
    lastLoginDate: player.last_login_date?.toISOString() ?? null,
    registerDate: player.register_date.toISOString(),
    accountCode,
    currency: player.currency,
    residence: { countryCode: player.country_code },
    selfExcluded: player.self_excluded,
    accountStatus: player.status.toUpperCase(),
  };
}
