import type { MarketStatus } from '@clem/core/schemas';

/**
 * The live slip's rules (betting §3 "userAcceptOdds (default D)", §4 "Market status"): how a live
 * price change meets the price the player accepted, and whether a live selection can be bet on
 * now. Pure: the slip's view and its announcer read them; nothing here reads the store or a clock.
 */

/** The player's accept-odds setting: D takes a higher price by itself, A takes no change. */
export type AcceptOdds = 'D' | 'A';

/**
 * - `same`: the live price is the one the player accepted.
 * - `acceptedHigher`: it moved up under D. The platform takes the higher price by itself, so the
 *   slip shows old → new and Place stays enabled.
 * - `needsAcceptance`: it moved down, or moved at all under A: Place waits for "Accept changes".
 */
export type LivePriceDecision = 'same' | 'acceptedHigher' | 'needsAcceptance';

export function livePriceDecision({
  slipDecimal,
  liveDecimal,
  acceptOdds,
}: {
  slipDecimal: number;
  liveDecimal: number;
  acceptOdds: AcceptOdds;
}): LivePriceDecision {
  if (liveDecimal === slipDecimal) return 'same';
  if (acceptOdds === 'D' && liveDecimal > slipDecimal) return 'acceptedHigher';
  return 'needsAcceptance';
}

/**
 * Why a live selection cannot be bet on now, most lasting first:
 * - `eventFinished`: the event's clock reached its end;
 * - `marketClosed`: the market is closed, settled, resulted or lts (it has left the page);
 * - `marketSuspended`: the platform suspended the market;
 * - `feedAlert`: the market's feed is under an alert (its open markets are suspended);
 * - `outcomeHidden`: the platform hid this outcome for now;
 * - `connectionStale`: the live connection went quiet or is reconnecting, so the price on screen
 *   cannot be trusted.
 */
export type LiveSelectionReason =
  | 'eventFinished'
  | 'marketClosed'
  | 'marketSuspended'
  | 'feedAlert'
  | 'outcomeHidden'
  | 'connectionStale';

export type LiveSelectionState =
  | { state: 'open' }
  | { state: 'closed'; reason: 'eventFinished' | 'marketClosed' }
  | { state: 'suspended'; reason: 'marketSuspended' | 'feedAlert' | 'outcomeHidden' }
  | { state: 'stale'; reason: 'connectionStale' };

/** What the live data knows about a selection's outcome, its market and its event. */
export interface LiveSelectionFacts {
  outcomeHidden: boolean;
  /** The market's live status; undefined when the live data holds the outcome but not its market. */
  marketStatus?: MarketStatus | undefined;
  /** The market's feed is under a feed alert. */
  feedAlerted: boolean;
  eventFinished: boolean;
  /** The live connection is stale or reconnecting (`selectLivePricesStale`). */
  pricesStale: boolean;
}

/**
 * A live selection's state. Closed wins over suspended, suspended over stale: a fact the platform
 * sent outlasts a doubt about the connection, and the card names the most lasting reason.
 *
 * Decision (spec silent): a hidden outcome is suspended, not closed. Live markets hide an outcome
 * for a moment (a goal being checked) and show it again; if it is gone for good the platform's
 * next answer marks it closed (outcomeState C) and the slip removes it as for any selection.
 */
export function liveSelectionState(facts: LiveSelectionFacts): LiveSelectionState {
  if (facts.eventFinished) return { state: 'closed', reason: 'eventFinished' };
  const status = facts.marketStatus;
  if (status !== undefined && status !== 'open' && status !== 'suspended') {
    return { state: 'closed', reason: 'marketClosed' };
  }
  if (status === 'suspended') return { state: 'suspended', reason: 'marketSuspended' };
  if (facts.feedAlerted) return { state: 'suspended', reason: 'feedAlert' };
  if (facts.outcomeHidden) return { state: 'suspended', reason: 'outcomeHidden' };
  if (facts.pricesStale) return { state: 'stale', reason: 'connectionStale' };
  return { state: 'open' };
}

/** A live selection as the slip's view reads it: its live price and its state. */
export type SlipLiveSelection = { decimal: number } & LiveSelectionState;

/** Same live facts (the slip renders again only when one of its own selections changed). */
export function sameSlipLive(
  a: Readonly<Record<number, SlipLiveSelection>>,
  b: Readonly<Record<number, SlipLiveSelection>>,
): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const x = a[Number(key)];
    const y = b[Number(key)];
    return (
      x !== undefined &&
      y !== undefined &&
      x.decimal === y.decimal &&
      x.state === y.state &&
      ('reason' in x ? x.reason : undefined) === ('reason' in y ? y.reason : undefined)
    );
  });
}
