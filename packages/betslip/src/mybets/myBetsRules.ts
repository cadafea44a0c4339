import {
  currencyRuleOfAmount,
  dateTimeText,
  eventDateText,
  moneyWithCodeText,
  oddsText,
  type DayWords,
  type MyBet,
  type MyBetLeg,
  type MyBetStatus,
  type OddsDisplay,
} from '@clem/core';

/**
 * My Bets as pure rules (betting §1 "Open bets and recently settled bets are listed in My Bets.
 * Bet counts are polled", §3 "Bet counts", §4 "My Bets modal", §6, §7, §9). No I/O: the listener
 * and the components only apply what these functions answer.
 *
 * ## What is polled, and when (the decision for §6)
 *
 * The spec has one skip rule, worded for "open bets polling" in betting §6 and for the "open bets
 * count poll at betcount_polling_interval" in account-and-shell §7: skipped when the player is
 * not logged in, the My Bets modal is open, or the count is zero. Only one thing is polled here:
 * the bet count, `GET /xapi/bet/account/{accountId}/betcount`. The open and settled lists are
 * never polled; they are fetched when a list is shown, when the count changes, and on request.
 *
 * The count is fetched **once, at once** (whatever the modal or the count) when:
 * - the player becomes logged in (a login, a restored session, another player's login);
 * - the tab becomes visible again;
 * - `myBetsRefreshRequested` is dispatched (the betslip does so after a placement).
 *
 * Between those, it is fetched **every `betcount_polling_interval` ms** only while
 * `betCountPollPhase` answers `polling`: logged in (and not logging out), the account id known,
 * the tab visible, the My Bets modal not visible, and the count not known to be zero. So:
 * - modal open: the open-bets list on screen is the fresher source (its answer carries `count`,
 *   which becomes the badge), so the count poll rests;
 * - count zero: nothing can settle, so nothing is polled until a placement asks for a refresh
 *   (or the tab comes back, or a new login). A bet placed on another device while the count is
 *   zero therefore shows at the next of those, not within one interval: that is the spec's rule;
 * - before the first answer (`betCountInitialized` false, e.g. after a failed call) the count is
 *   not known to be zero, so the poll keeps trying at the interval. Failures are ignored
 *   silently (§7): the last count stays.
 *
 * When a polled count differs from the one before, the lists are refetched (the `OpenBets` tag),
 * so a bet that settles moves from Open to Settled on a screen that shows them.
 */

/** Where the spec is silent: 15 s, the sandbox operator's value and the spec's list poll. */
export const DEFAULT_BET_COUNT_POLL_MS = 15_000;
/** A floor, so a mistaken setting (0, 5, "1") cannot hammer the platform. */
export const MIN_BET_COUNT_POLL_MS = 5_000;
/** A ceiling: past 5 minutes a badge is not "polled" any more; a larger value is a mistake. */
export const MAX_BET_COUNT_POLL_MS = 300_000;

/**
 * `betcount_polling_interval` (ms) → the poll interval: a positive number, or a numeric string
 * (settings may arrive as text), rounded and kept within 5 s – 5 min; anything else (missing,
 * empty, zero, negative, not a number) gives the 15 s default.
 */
export function betCountPollInterval(setting: unknown): number {
  const value =
    typeof setting === 'number'
      ? setting
      : typeof setting === 'string' && setting.trim() !== ''
        ? Number(setting)
        : Number.NaN;
  if (!Number.isFinite(value) || value <= 0) return DEFAULT_BET_COUNT_POLL_MS;
  return Math.min(MAX_BET_COUNT_POLL_MS, Math.max(MIN_BET_COUNT_POLL_MS, Math.round(value)));
}

export interface BetCountPollInput {
  /** A jweToken exists and no logout is in progress. */
  loggedIn: boolean;
  /** The player's platform account id (null until the login or player details carry it). */
  accountId: number | null;
  tabVisible: boolean;
  /** The My Bets modal is `visible` (not `hidden` or `closed`). */
  myBetsVisible: boolean;
  betCount: number;
  betCountInitialized: boolean;
}

/**
 * - `stopped`: not logged in; nothing runs until a login.
 * - `paused`: logged in but the spec's skip rules (modal open, count zero) or the tab being
 *   hidden hold, or the account id is not known yet; nothing is polled until that changes.
 * - `polling`: the count is fetched every interval.
 */
export type BetCountPollPhase = 'stopped' | 'paused' | 'polling';

export function betCountPollPhase(input: BetCountPollInput): BetCountPollPhase {
  if (!input.loggedIn) return 'stopped';
  if (input.accountId === null || !input.tabVisible || input.myBetsVisible) return 'paused';
  if (input.betCountInitialized && input.betCount <= 0) return 'paused';
  return 'polling';
}

/** What asks for a fetch of the count at once (see the module comment). */
export type BetCountFetchTrigger = 'login' | 'visible' | 'refresh';

/**
 * A one-off fetch at a trigger happens whenever the player is logged in with a known account id
 * and the tab is visible: the skip rules only hold back the repeated poll.
 */
export function fetchesBetCountNow(
  _trigger: BetCountFetchTrigger,
  input: Pick<BetCountPollInput, 'loggedIn' | 'accountId' | 'tabVisible'>,
): boolean {
  return input.loggedIn && input.accountId !== null && input.tabVisible;
}

/** A count the platform answered, as the badge keeps it: a whole number, at least 0. */
export function normaliseBetCount(count: number): number | undefined {
  if (!Number.isFinite(count) || count < 0) return undefined;
  return Math.floor(count);
}

// ---------------------------------------------------------------------------------------------
// Lists for display

export type MyBetsTab = 'open' | 'settled';

/** §4: the default tab is open. */
export const DEFAULT_MY_BETS_TAB: MyBetsTab = 'open';

/** §9 "Settled bets history: 50": the numberOfBets asked of dailySettledBets. */
export const SETTLED_BETS_HISTORY = 50;

/** A bet the platform has settled: it has a payout (possibly 0) instead of potential returns. */
export function isSettled(status: MyBetStatus): boolean {
  return status === 'won' || status === 'lost' || status === 'void';
}

function time(iso: string | null | undefined): number {
  if (!iso) return Number.NEGATIVE_INFINITY;
  const value = Date.parse(iso);
  return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
}

/** Newest first by `at`, then the higher bet id first (a later placement), so ties are stable. */
function newestFirst<T extends Pick<MyBet, 'betId'>>(bets: readonly T[], at: (bet: T) => number) {
  return [...bets].sort((a, b) => at(b) - at(a) || b.betId - a.betId);
}

/** The order groups of the Open tab take: waiting for the attendant first, then open. */
const OPEN_GROUP_ORDER: readonly MyBetStatus[] = [
  'pending_approval',
  'open',
  'rejected',
  'won',
  'lost',
  'void',
];

export interface MyBetGroup<T extends MyBet = MyBet> {
  status: MyBetStatus;
  bets: T[];
}

/**
 * The Open tab's bets in groups by status (pending approval first, then open; any other status an
 * answer might carry after them), each newest `placedAt` first. Empty groups are left out.
 */
export function openBetGroups<T extends MyBet>(bets: readonly T[]): MyBetGroup<T>[] {
  return OPEN_GROUP_ORDER.flatMap((status) => {
    const inGroup = bets.filter((bet) => bet.status === status);
    return inGroup.length > 0
      ? [{ status, bets: newestFirst(inGroup, (bet) => time(bet.placedAt)) }]
      : [];
  });
}

/** The Settled tab: newest `settledAt` first (`placedAt` when a settled time is missing). */
export function sortSettledBets<T extends MyBet>(bets: readonly T[]): T[] {
  return newestFirst(bets, (bet) => {
    const settled = time(bet.settledAt);
    return settled === Number.NEGATIVE_INFINITY ? time(bet.placedAt) : settled;
  });
}

/** A bet's legs in their placement order (jackpot legs by ordinal, then leg index). */
export function sortedLegs(bet: Pick<MyBet, 'legs'>): MyBetLeg[] {
  return [...bet.legs].sort(
    (a, b) =>
      (a.ordinal ?? Number.MAX_SAFE_INTEGER) - (b.ordinal ?? Number.MAX_SAFE_INTEGER) ||
      a.legIndex - b.legIndex,
  );
}

// ---------------------------------------------------------------------------------------------
// Money, odds and dates for display (core's one formatter: `moneyWithCodeText`, `oddsText`,
// `dateTimeText`, `eventDateText`), so My Bets reads exactly like the slip and the lists.

/** How a bet's amounts read: its currency, precision and scale (1000 for VND and IDR). */
export type BetMoneyFormat = Pick<MyBet, 'currency' | 'precision' | 'displayScale'>;

/** Shown instead of an amount or a price that cannot be read (never "NaN"). */
export const NOT_AVAILABLE_TEXT = '–';

/**
 * Integer minor units → "EUR 1,234.50" (',' thousands, '.' decimals; a displayScale of 1000 shows
 * thousands). An amount that is not a safe integer shows '–'.
 */
export function formatBetMoney(minor: number, format: BetMoneyFormat): string {
  if (!Number.isSafeInteger(minor) || !Number.isSafeInteger(format.precision)) {
    return NOT_AVAILABLE_TEXT;
  }
  return moneyWithCodeText(
    BigInt(minor),
    format.currency,
    currencyRuleOfAmount(format.precision, format.displayScale),
  );
}

/**
 * A price as the platform took it (3 decimals at most), in the player's odds format with the
 * operator's negative-odds setting (core's `oddsText`: decimal odds rounded down, so a multiple's
 * odds × 1.00 read as its returns on 1.00); null (systems, jackpots) → undefined.
 */
export function formatBetOdds(decimal: number | null, display: OddsDisplay): string | undefined {
  return decimal === null ? undefined : oddsText(decimal, display);
}

/** When a bet was placed or settled: DD/MM/YYYY HH:mm in `timeZone`; undefined when unreadable. */
export function formatBetTime(iso: string | null, timeZone: string): string | undefined {
  return iso ? dateTimeText(iso, timeZone) : undefined;
}

/**
 * A selection's kick-off as the event lists show it: "Today 15:00", "Tomorrow 06:56" or
 * "29/11/2026 06:56" in `timeZone`; undefined when unreadable.
 */
export function formatKickOff(
  iso: string,
  now: Date,
  timeZone: string,
  words: DayWords,
): string | undefined {
  return eventDateText(iso, now, timeZone, words) || undefined;
}

/**
 * A leg's handicap or total line as placed, to print after the outcome: "Arsenal -1.5",
 * "Chelsea +1.5", "Over 2.5". A positive handicap gets its "+"; a total (an outcome named Over or
 * Under, as the platform names them) does not. Null (no line) → undefined.
 */
export function formatSpread(spread: number | null, outcomeDescription = ''): string | undefined {
  if (spread === null || !Number.isFinite(spread)) return undefined;
  const text = String(Math.round(spread * 1000) / 1000);
  const total = /^(over|under)\b/i.test(outcomeDescription.trim());
  return !total && spread > 0 ? `+${text}` : text;
}

/** What the card shows under the stake: potential returns while open, the payout once settled. */
export interface BetReturns {
  kind: 'potentialReturns' | 'payout';
  text: string;
}

export function betReturns(
  bet: Pick<MyBet, 'status' | 'potentialReturns' | 'payout'> & BetMoneyFormat,
): BetReturns {
  return isSettled(bet.status)
    ? { kind: 'payout', text: formatBetMoney(bet.payout, bet) }
    : { kind: 'potentialReturns', text: formatBetMoney(bet.potentialReturns, bet) };
}

/** A stake over several lines (systems, each-way) also shows lines × unit stake. */
export function showsUnitStake(bet: Pick<MyBet, 'numberOfBets'>): boolean {
  return bet.numberOfBets > 1;
}

/**
 * Bets in countdown (betting §4 "Closing gives hidden if bets are in countdown"): placed and
 * waiting for the operator's approval decision. The platform's calls carry no other countdown (no
 * cash-out call is specified), so this is the one the My Bets modal waits for.
 */
export function isCountdownBet(bet: Pick<MyBet, 'status'>): boolean {
  return bet.status === 'pending_approval';
}

/** How many bets of a list are in countdown (0 for no list). */
export function countdownBetCount(bets: readonly Pick<MyBet, 'status'>[] | undefined): number {
  return bets ? bets.filter(isCountdownBet).length : 0;
}

/** While bets count down, the open bets are fetched this often to see the decision land. */
export const COUNTDOWN_REFRESH_MS = 1500;

/**
 * Whole seconds until the decision, rounded up and never below 0; undefined without a readable
 * decideAt.
 */
export function secondsToDecision(
  decideAt: string | null | undefined,
  now: number,
): number | undefined {
  if (!decideAt) return undefined;
  const at = Date.parse(decideAt);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** The countdown as m:ss (7 → "0:07", 75 → "1:15"). */
export function countdownText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
