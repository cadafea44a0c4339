import type { ResCode } from '@clem/core/schemas';

/**
 * The in-play bet delay: a bet with a leg on an event in play is held for a few seconds before
 * it is accepted, so a player cannot beat the feed (a goal the bookmaker has not priced yet). At
 * the end of the delay the legs are checked again against the world, as the big books do.
 */

/** Seconds per sport; a sport not named here waits DEFAULT_INPLAY_DELAY_SECONDS. */
export const INPLAY_DELAY_SECONDS: Readonly<Record<string, number>> = { FOOT: 5, TENN: 4 };
export const DEFAULT_INPLAY_DELAY_SECONDS = 5;
/** The longest delay a brand may set (`inplay_bet_delay_seconds`). */
export const MAX_INPLAY_DELAY_SECONDS = 60;

export interface DelayLeg {
  isLive: boolean;
  isFinished: boolean;
  sportCode: string;
}

/**
 * How long a betslip waits: 0 without a leg in play; else the brand's `inplay_bet_delay_seconds`
 * when it is a whole number from 0 (0 turns the delay off) to 60, else the longest delay of the
 * sports of its legs in play (a football and tennis double waits the football 5 s).
 */
export function inPlayDelaySeconds(legs: readonly DelayLeg[], setting: unknown): number {
  const live = legs.filter((leg) => leg.isLive && !leg.isFinished);
  if (live.length === 0) return 0;
  if (
    typeof setting === 'number' &&
    Number.isInteger(setting) &&
    setting >= 0 &&
    setting <= MAX_INPLAY_DELAY_SECONDS
  ) {
    return setting;
  }
  return Math.max(
    ...live.map((leg) => INPLAY_DELAY_SECONDS[leg.sportCode] ?? DEFAULT_INPLAY_DELAY_SECONDS),
  );
}

/** One leg of a held betslip as placed and as the world has it when the delay ends. */
export interface HeldLeg {
  outcomeId: number;
  /** The price taken at placement (1/1000). */
  placedMilli: number;
  /** The price now; null when the outcome is gone. */
  currentMilli: number | null;
  marketStatus: string | null;
  eventFinished: boolean;
  /** The leg belongs to a single bet (else only to multiples or systems). */
  inSingle: boolean;
}

export interface HeldIssue {
  code: ResCode;
  message: string;
  outcomeId: number;
  /** RES-00152: the price now, so the client can offer it. */
  decimal?: number;
}

/**
 * The verdict on a held betslip when its delay ends: the first problem, or undefined (accepted
 * at the prices placed). A market no longer open refuses it (RES-00108 for a single's leg,
 * RES-00048 for a leg of multiples only); a moved price refuses it when the player's
 * `userAcceptOdds` does not take the move (A: any move; D: a lower price). Under D a higher
 * price is no reason to refuse; the bet stands at the price the player was quoted.
 */
export function heldVerdict(
  legs: readonly HeldLeg[],
  acceptOdds: 'A' | 'D',
): HeldIssue | undefined {
  for (const leg of legs) {
    const gone = leg.currentMilli === null || leg.eventFinished || leg.marketStatus !== 'open';
    if (gone) {
      const suspended = leg.marketStatus === 'suspended' && !leg.eventFinished;
      return {
        code: leg.inSingle || !suspended ? 'RES-00108' : 'RES-00048',
        message: suspended
          ? 'The selection was suspended during the in-play delay'
          : 'Your selection is not available anymore',
        outcomeId: leg.outcomeId,
      };
    }
  }
  for (const leg of legs) {
    const now = leg.currentMilli ?? leg.placedMilli;
    const refused = acceptOdds === 'A' ? now !== leg.placedMilli : now < leg.placedMilli;
    if (refused) {
      return {
        code: 'RES-00152',
        message: `Price changed from ${price(leg.placedMilli)} to ${price(now)}`,
        outcomeId: leg.outcomeId,
        decimal: now / 1000,
      };
    }
  }
  return undefined;
}

function price(milli: number): string {
  return (milli / 1000).toFixed(milli % 10 === 0 ? 2 : 3);
}
