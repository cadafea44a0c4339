import type { PromotionAudience } from '../platform/schemas/content';

/**
 * Promotion audiences (betting §6 "Promotion audiences", account-and-shell §4 "Audience
 * visibility", §9 "first login within 1 day counts as just registered"): whether an advert or
 * promotion for `audience` is shown to a viewer.
 *
 * - all and imported_list: always (the platform already filtered imported lists).
 * - logged_out: only when not logged in. logged_in: only when logged in.
 * - logged_in_deposited: logged in and not a non-depositor.
 * - logged_in_not_deposited: logged in and a non-depositor.
 * - logged_in_not_played: logged in and a non-bettor, or just registered.
 * - just_registered: logged in and first login within the last day.
 *
 * Decisions where the spec is silent:
 * - Every logged_in_* audience and just_registered need a login: the targeting inputs
 *   (nonBettor, nonDepositor, firstLoginTime) describe a player, and a visitor has none. So a
 *   logged-out viewer sees exactly all, imported_list and logged_out.
 * - "Within the last day" is `now - firstLoginTime < 24 h`. A first login time in the future
 *   (clock skew between platform and browser) counts as just now. A missing or unreadable time
 *   never counts.
 */

export const JUST_REGISTERED_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface AudienceViewer {
  /** A jweToken exists. */
  loggedIn: boolean;
  /** The player has never placed a bet. */
  nonBettor: boolean;
  /** The player has never deposited. */
  nonDepositor: boolean;
  /** First login: epoch milliseconds, an ISO date text or a Date. */
  firstLoginTime?: number | string | Date | null | undefined;
  /** The current time, epoch milliseconds. */
  now: number;
}

function epochMs(value: AudienceViewer['firstLoginTime']): number | null {
  if (value === null || value === undefined) return null;
  const ms =
    typeof value === 'number' ? value : value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

/** A logged-in player whose first login was within the last day. */
export function isJustRegistered(viewer: AudienceViewer): boolean {
  if (!viewer.loggedIn) return false;
  const firstLogin = epochMs(viewer.firstLoginTime);
  if (firstLogin === null || !Number.isFinite(viewer.now)) return false;
  return viewer.now - firstLogin < JUST_REGISTERED_WINDOW_MS;
}

export function audienceVisible(audience: PromotionAudience, viewer: AudienceViewer): boolean {
  switch (audience) {
    case 'all':
    case 'imported_list':
      return true;
    case 'logged_out':
      return !viewer.loggedIn;
    case 'logged_in':
      return viewer.loggedIn;
    case 'logged_in_deposited':
      return viewer.loggedIn && !viewer.nonDepositor;
    case 'logged_in_not_deposited':
      return viewer.loggedIn && viewer.nonDepositor;
    case 'logged_in_not_played':
      return viewer.loggedIn && (viewer.nonBettor || isJustRegistered(viewer));
    case 'just_registered':
      return isJustRegistered(viewer);
  }
}
