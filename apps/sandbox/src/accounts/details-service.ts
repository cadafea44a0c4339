import type { SandboxDb } from '../db/schema';
import type { PlayerRow } from './account-tables';
import { precisionOf, toMinor } from './money';

export const PRICE_FORMATS = ['EURO', 'HK', 'US', 'MALAY', 'INDO'] as const;
export const PREF_PRICE_FORMATS = ['euro', 'hk', 'us', 'malay', 'indo'] as const;
export const LAYOUTS = ['asian', 'euro', 'thai'] as const;
export const SORT_BY = ['competition', 'time'] as const;
export const THEMES = ['light', 'dark', 'system'] as const;

export async function readDetails(db: SandboxDb, playerId: number) {
  return db
    .selectFrom('player_details')
    .selectAll()
    .where('player_id', '=', playerId)
    .executeTakeFirstOrThrow();
}

/** GET /xapi/icore/players/:username/details: §3 player details (+ audience inputs). */
export async function playerDetailsPayload(db: SandboxDb, player: PlayerRow) {
  const details = await readDetails(db, player.id);
  return {
    alsId: player.id,
    username: player.username,
    firstName: player.first_name,
    lastName: player.last_name,
    email: player.email,
    priceFormat: details.price_format,
    holdWithdraw: details.hold_withdraw,
    vipLevel: player.vip_level,
    enableStreamFullScreen: details.enable_stream_full_screen,
    accountNumber: details.account_number,
    defaultStake: toMinor(details.default_stake),
    registrationDateTime: player.register_date.toISOString(),
    locale: player.locale,
    currency: player.currency,
    precision: precisionOf(player.currency),
    countryCode: player.country_code,
    playerCreatedByAgent: player.player_created_by_agent,
    isRememberStake: details.is_remember_stake,
    excludedFromPromotions: player.excluded_from_promotions,
    avayaSToken: null,
    isPartnerMatrixAffiliate: player.is_partner_matrix_affiliate,
    nonDepositor: player.non_depositor,
    nonBettor: player.non_bettor,
    selfExcluded: player.self_excluded,
    firstLoginTime: player.first_login_time?.toISOString() ?? null,
    lastLoginDate: player.last_login_date?.toISOString() ?? null,
  };
}

export async function accountInfoPayload(db: SandboxDb, player: PlayerRow) {
  const details = await readDetails(db, player.id);
  return {
    accountId: player.id,
    username: player.username,
    currency: player.currency,
    precision: precisionOf(player.currency),
    accountStatus: player.status.toUpperCase(),
    vipLevel: player.vip_level,
    accountNumber: details.account_number,
    wasSetRealMoneyBonuses: details.was_set_real_money_bonuses,
    realMoneyBonuses: details.real_money_bonuses,
  };
}

export async function accountPrefsPayload(db: SandboxDb, playerId: number) {
  const prefs = await db
    .selectFrom('account_prefs')
    .selectAll()
    .where('player_id', '=', playerId)
    .executeTakeFirstOrThrow();
  return {
    accountId: playerId,
    data: {
      default_stake: toMinor(prefs.default_stake),
      layout: prefs.layout,
      sort_by: prefs.sort_by,
      price_format: prefs.price_format,
      accept_higher_odds: prefs.accept_higher_odds,
      theme: prefs.theme,
    },
  };
}
