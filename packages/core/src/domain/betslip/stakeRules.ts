import type { PlatformSettings } from '../../platform/schemas/settings';
import { settingsDefaults } from '../../platform/schemas/settingsDefaults';
import { applyBetTax, returnsAtPrice, type BetTaxRule } from '../betTax';
import { formatAmount, limitToMinor, parseAmount, type CurrencyRule } from '../money';
import { isValidDecimalPrice } from '../odds';
import { combinedPriceMilli } from './systemBets';

/**
 * The betslip's stake rules (betting-area §4 "Stake edits", §5 stake limits, §9 quick bet
 * presets and the minimum multiple stake): what a stake edit stores, how a stake reads, which
 * limits apply to a bet, the quick bet buttons, and the slip's totals.
 *
 * Money is integer minor units (bigint) everywhere, with the currency's precision and its ×1000
 * scaling taken from `CurrencyRule` (money.ts). Stakes are *stored* as the text the player typed,
 * so the stake box shows exactly what was typed ("12." stays "12.") and a slip state holding
 * them stays plain serialisable data; they become minor units only when read with `readStake`.
 */

// ---------------------------------------------------------------------------------------------
// Stake edits
// ---------------------------------------------------------------------------------------------

/**
 * The stake of one bet (a single, a multiple or a system), as typed: the cash stake (the spec's
 * unitStake) and the free-money stake (freeMoneyUnitStake). Commas are already removed; an empty
 * text is no stake.
 */
export interface StakeEntry {
  cash: string;
  free: string;
}

/** A bet nobody has typed a stake for. */
export const EMPTY_STAKE: StakeEntry = Object.freeze({ cash: '', free: '' });

/** Which of the two stakes of a bet a typed edit goes to. */
export type StakeWallet = 'cash' | 'free';

/**
 * One edit of a bet's stake (§4 "Stake edits"):
 * - `freeBetNull`: the free bet is taken off the bet; the free stake is cleared and the cash stake
 *   becomes "0" (a zero form, so the bet has no stake until the player types one);
 * - `freeBetMax`: the free bet is used in full; the free stake becomes `maxFree` (the bet's
 *   maxFreeMoneyStake, minor units) and the cash stake is cleared;
 * - `typed`: what the player typed goes to the cash or the free stake, commas removed.
 *
 * The spec passes the two special values as magic strings in the stake text; here they are their
 * own kinds, so a typed text can never be mistaken for one.
 */
export type StakeEdit =
  | { kind: 'freeBetNull' }
  | { kind: 'freeBetMax'; maxFree: bigint }
  | { kind: 'typed'; wallet: StakeWallet; text: string };

/**
 * The stake text as stored: commas (thousands separators) removed, and surrounding white space
 * trimmed (the spec only says commas; white space can only come from a paste and means nothing).
 * Nothing else is changed: an unusable text is kept so the player sees it, and reads as invalid.
 */
export function normaliseStakeText(text: string): string {
  return text.replace(/,/g, '').trim();
}

/**
 * A minor-unit amount as stake text: the currency's display units without thousands separators
 * ("1250.00" for 125000n in EUR, "50" for 50000n in VND). Negative amounts give the text of 0.
 * For a ×1000 currency an amount that is not a whole thousand is rounded down, so the text never
 * reads as more than the amount (it is used for maxima).
 */
export function stakeTextFromMinor(minor: bigint, currency: CurrencyRule): string {
  return formatAmount(minor < 0n ? 0n : minor, currency).replace(/,/g, '');
}

/** The bet's stake after an edit. The entry given is not changed. */
export function applyStakeEdit(
  entry: StakeEntry,
  edit: StakeEdit,
  currency: CurrencyRule,
): StakeEntry {
  switch (edit.kind) {
    case 'freeBetNull':
      return { free: '', cash: '0' };
    case 'freeBetMax':
      return { free: stakeTextFromMinor(edit.maxFree, currency), cash: '' };
    case 'typed':
      return { ...entry, [edit.wallet]: normaliseStakeText(edit.text) };
  }
}

/**
 * Whether an edit should trigger the (debounced) recalculation of the slip (§4: "A stake ending
 * in a dot is not recalculated yet"): the player is still typing the decimals, and "12." reads
 * the same as "12", so recalculating would only cost a round trip. Every other edit recalculates,
 * a zero form included, because the bet's returns go back to nothing.
 */
export function stakeEditRecalculates(edit: StakeEdit): boolean {
  return edit.kind !== 'typed' || !normaliseStakeText(edit.text).endsWith('.');
}

/**
 * A zero form (§4 "Zero forms are treated specially"): a text with no digit other than 0, at most
 * one decimal point and nothing else: "", "0", "0.", "0.0", "0.00", ".", "000". The spec does not
 * say how; here a zero form is *no stake*: the bet is left out of the placement, costs nothing,
 * returns nothing and shows no limit message (a 0 stake is not "below the minimum", it is no
 * bet). The text itself is still stored as typed, so "0." stays in the box while the player goes
 * on typing "0.5".
 */
export function isZeroStakeText(text: string): boolean {
  return /^0*\.?0*$/.test(normaliseStakeText(text));
}

/** How a stored stake text reads. */
export type StakeReading =
  /** A zero form: no stake. */
  | { kind: 'none' }
  /** Not an amount of this currency ("abc", "-5", "1.234" in EUR, "5.5" in JPY). */
  | { kind: 'invalid' }
  /** A positive amount, minor units. */
  | { kind: 'amount'; minor: bigint };

/**
 * Reads a stake text into minor units of the currency with `parseAmount` (money.ts): commas are
 * ignored, a trailing dot is allowed ("12." is 12), at most the currency's decimals, and a ×1000
 * currency's text is in thousands.
 */
export function readStake(text: string, currency: CurrencyRule): StakeReading {
  if (isZeroStakeText(text)) return { kind: 'none' };
  const minor = parseAmount(text, currency);
  if (minor === undefined) return { kind: 'invalid' };
  return minor > 0n ? { kind: 'amount', minor } : { kind: 'none' };
}

/** The amount of a stake text in minor units; 0n for no stake and for an unusable text. */
export function stakeMinor(text: string, currency: CurrencyRule): bigint {
  const reading = readStake(text, currency);
  return reading.kind === 'amount' ? reading.minor : 0n;
}

// ---------------------------------------------------------------------------------------------
// Stake limits
// ---------------------------------------------------------------------------------------------

/**
 * The stake limits of one bet, minor units: `min` for the unit stake, `max` for the bet's total
 * stake (unit × number of bets). That split is the platform's (the sandbox refuses a unit stake
 * below bet_stake_min_amount, RES-00140, and a total stake above bet_stake_max_amount,
 * RES-00034); for a single or a multiple, one bet, the two are the same.
 */
export interface StakeLimits {
  min: bigint;
  max: bigint;
}

/** §9: a multiple's minimum stake, 1250.00 in the currency's display units. */
export const MIN_MULTIPLE_STAKE_MAJOR = 1250;

function settingOr(value: number, fallback: number): number {
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/**
 * bet_stake_min_amount and bet_stake_max_amount (display units) as minor units with
 * `limitToMinor`: × 10^precision, and × 1000 for the currencies shown in thousands (§5). A value
 * that is negative or not a finite number (the settings schema lets neither through, but this is
 * a public function) is replaced by the §9 default (0 and 10000).
 */
export function settingsStakeLimits(
  settings: Pick<PlatformSettings, 'bet_stake_min_amount' | 'bet_stake_max_amount'>,
  currency: CurrencyRule,
): StakeLimits {
  const min = settingOr(settings.bet_stake_min_amount, settingsDefaults.bet_stake_min_amount);
  const max = settingOr(settings.bet_stake_max_amount, settingsDefaults.bet_stake_max_amount);
  return { min: limitToMinor(min, currency), max: limitToMinor(max, currency) };
}

/**
 * §9's minimum multiple stake in minor units of `currency`: 125000n for a 2-decimal currency (as
 * BETSLIP_DEFAULTS.minMultipleStakeMinor), 1250n for one without decimals (JPY, KRW) and
 * 1250000n for a ×1000 currency (VND, IDR: "1,250" on screen), the same scaling as the settings
 * limits and as the sandbox platform's minBetStake.
 */
export function minMultipleStakeMinor(currency: CurrencyRule): bigint {
  return limitToMinor(MIN_MULTIPLE_STAKE_MAJOR, currency);
}

/** The limits a bet line of the platform carries (minBetStake, maxBetStake), minor units. */
export interface PlatformStakeLimits {
  minBetStake?: bigint | undefined;
  maxBetStake?: bigint | undefined;
}

/**
 * The settings limits narrowed by the platform's limits for one bet: the larger minimum and the
 * smaller maximum. Used for a single (its selection's maxBetStake) and a system.
 *
 * A platform value of 0 or less, or none, is taken as "no limit given": the platform sends
 * numbers for every bet, and a maximum of 0 would make every stake "above the maximum 0.00",
 * while an unbettable selection is already marked by its `enabled` flag.
 */
export function narrowStakeLimits(
  base: StakeLimits,
  platform: PlatformStakeLimits = {},
): StakeLimits {
  const { minBetStake, maxBetStake } = platform;
  return {
    min: minBetStake !== undefined && minBetStake > base.min ? minBetStake : base.min,
    max:
      maxBetStake !== undefined && maxBetStake > 0n && maxBetStake < base.max
        ? maxBetStake
        : base.max,
  };
}

/**
 * A multiple's limits (§5 "The multiple's minBetStake is 1250.00"): the settings limits narrowed
 * by the multiple line's own limits, where the minimum is the line's minBetStake when the
 * platform gives one and §9's 1250.00 (`minMultipleStakeMinor`) when it does not.
 *
 * If the minimum ends up above the maximum (bet_stake_max_amount below 1250), no stake fits;
 * `checkStake` then reports the minimum.
 */
export function multipleStakeLimits(
  base: StakeLimits,
  currency: CurrencyRule,
  platform: PlatformStakeLimits = {},
): StakeLimits {
  const minBetStake =
    platform.minBetStake !== undefined && platform.minBetStake > 0n
      ? platform.minBetStake
      : minMultipleStakeMinor(currency);
  return narrowStakeLimits(base, { ...platform, minBetStake });
}

/** What a bet's stake is against its limits, with the limit to show next to the stake box. */
export type StakeCheck =
  /** No stake (0 or less): nothing to check, nothing to show. */
  | { status: 'none' }
  | { status: 'ok' }
  /** The unit stake is below `limit`, the smallest unit stake allowed. */
  | { status: 'belowMin'; limit: bigint }
  /**
   * The total stake is above the bet's maximum; `limit` is the largest *unit* stake allowed
   * (max ÷ number of bets, rounded down), the number the player can type into the box.
   */
  | { status: 'aboveMax'; limit: bigint };

function betCount(noOfBets: number | bigint): bigint {
  const count = typeof noOfBets === 'bigint' ? noOfBets : BigInt(noOfBets);
  if (count < 1n) throw new RangeError(`A bet has at least one line, not ${noOfBets}`);
  return count;
}

/**
 * Checks a unit stake (minor units) against a bet's limits: the minimum applies to the unit
 * stake, the maximum to unit × `noOfBets` (1 for a single or a multiple, the line count for a
 * system, 2 for an each-way single). The minimum is checked first. `noOfBets` must be a whole
 * number of at least 1 (a RangeError otherwise).
 *
 * Since unit × n > max exactly when unit > ⌊max ÷ n⌋, the maximum shown as `limit` is the largest
 * unit stake that passes.
 */
export function checkStake(
  unitStake: bigint,
  limits: StakeLimits,
  noOfBets: number | bigint = 1,
): StakeCheck {
  const count = betCount(noOfBets);
  if (unitStake <= 0n) return { status: 'none' };
  if (unitStake < limits.min) return { status: 'belowMin', limit: limits.min };
  if (unitStake * count > limits.max) {
    const limit = limits.max / count;
    return { status: 'aboveMax', limit: limit < 0n ? 0n : limit };
  }
  return { status: 'ok' };
}

// ---------------------------------------------------------------------------------------------
// Quick bet presets
// ---------------------------------------------------------------------------------------------

/** Quick bet amounts per currency code (display units), with a `default` row for the rest. */
export type QuickBetTable = Readonly<Record<string, readonly number[]>>;

/** The row used for every currency the table does not list. */
export const QUICK_BET_DEFAULT_ROW = 'default';

function presetRows(
  rows: readonly (readonly [readonly string[], readonly number[]])[],
): QuickBetTable {
  const table: Record<string, readonly number[]> = {};
  for (const [codes, amounts] of rows) {
    for (const code of codes) table[code] = Object.freeze([...amounts]);
  }
  return Object.freeze(table);
}

/** §9's quick bet presets, four per currency, in display units (VND 100 is 100,000 VND). */
export const QUICK_BET_PRESETS: QuickBetTable = presetRows([
  [
    ['EUR', 'GBP', 'USD', 'KES', 'GHS', 'PHP'],
    [5, 25, 100, 500],
  ],
  [['IDR'], [50, 250, 1000, 5000]],
  [['INR'], [250, 1000, 5000, 25000]],
  [['KRW'], [5000, 25000, 100000, 500000]],
  [
    ['MYR', 'PLN', 'TRY'],
    [25, 100, 500, 2500],
  ],
  [
    ['RMB', 'CNY'],
    [50, 250, 1000, 5000],
  ],
  [['RUB'], [250, 1000, 5000, 25000]],
  [
    ['THB', 'VND', 'LAK', 'MMK', 'KHR'],
    [100, 500, 2500, 10000],
  ],
  [[QUICK_BET_DEFAULT_ROW], [10, 25, 100, 500]],
]);

/** How many quick bet buttons a currency has (§9 "four per currency"). */
export const QUICK_BET_COUNT = 4;

function isPresetRow(value: unknown): value is readonly number[] {
  return (
    Array.isArray(value) &&
    value.length === QUICK_BET_COUNT &&
    value.every((amount) => typeof amount === 'number' && Number.isFinite(amount) && amount > 0)
  );
}

/**
 * The quick_bet_values setting: JSON text of an object mapping currency codes (and `default`) to
 * four amounts in display units, the shape of the §9 table, e.g. `{"EUR":[5,25,100,500]}`. An
 * already parsed object is accepted too.
 *
 * Anything unusable gives §9's table (`QUICK_BET_PRESETS`): text that is not JSON (the spec's
 * rule; the setting's default, "", is such a text), JSON that is not an object, or any row that is
 * not exactly four positive finite numbers. One bad row rejects the whole setting rather than
 * mixing the operator's rows with the defaults. Currency codes are matched without regard to
 * case. The amounts keep the operator's order.
 */
export function parseQuickBetValues(setting: unknown): QuickBetTable {
  let value = setting;
  if (typeof setting === 'string') {
    try {
      value = JSON.parse(setting);
    } catch {
      return QUICK_BET_PRESETS;
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return QUICK_BET_PRESETS;
  const table: Record<string, readonly number[]> = {};
  for (const [code, row] of Object.entries(value)) {
    if (!isPresetRow(row)) return QUICK_BET_PRESETS;
    table[rowKey(code)] = Object.freeze([...row]);
  }
  return Object.freeze(table);
}

function rowKey(code: string): string {
  const trimmed = code.trim();
  return trimmed.toLowerCase() === QUICK_BET_DEFAULT_ROW
    ? QUICK_BET_DEFAULT_ROW
    : trimmed.toUpperCase();
}

/**
 * The four quick bet amounts (display units) for a currency: its row in `table`, else the table's
 * `default` row, else (a table from the setting that has neither) §9's row for the currency, else
 * §9's `default` row.
 */
export function quickBetPresets(
  currencyCode: string,
  table: QuickBetTable = QUICK_BET_PRESETS,
): readonly number[] {
  const code = rowKey(currencyCode);
  return (
    table[code] ??
    table[QUICK_BET_DEFAULT_ROW] ??
    QUICK_BET_PRESETS[code] ??
    QUICK_BET_PRESETS[QUICK_BET_DEFAULT_ROW] ??
    []
  );
}

/**
 * The quick bet amounts as stakes in minor units, scaled like the stake limits (`limitToMinor`:
 * a VND preset of 100 is 100,000 VND).
 */
export function quickBetStakes(
  currencyCode: string,
  currency: CurrencyRule,
  table: QuickBetTable = QUICK_BET_PRESETS,
): bigint[] {
  return quickBetPresets(currencyCode, table).map((amount) => limitToMinor(amount, currency));
}

// ---------------------------------------------------------------------------------------------
// Totals
// ---------------------------------------------------------------------------------------------

/**
 * A bet with its stake, for the totals: the unit stake (minor units) and how many bets it is
 * (1 by default: a single or a multiple; the line count for a system; 2 for an each-way single,
 * a win bet and a place bet).
 */
export interface StakedBet {
  unitStake: bigint;
  noOfBets?: number | bigint | undefined;
}

/**
 * What one bet costs: unit stake × number of bets. A unit stake of 0 or less (no stake) costs
 * nothing; `noOfBets` must be a whole number of at least 1 (a RangeError otherwise).
 */
export function betCost(bet: StakedBet): bigint {
  const count = betCount(bet.noOfBets ?? 1);
  return bet.unitStake > 0n ? bet.unitStake * count : 0n;
}

/** The bets of a slip, grouped as the betslip model sends them. */
export interface StakedSlip {
  singles: readonly StakedBet[];
  multiples: readonly StakedBet[];
  systems: readonly StakedBet[];
}

/** The slip's total cost (the model's totalCost): the sum of every bet's cost. */
export function totalCost(slip: StakedSlip): bigint {
  let total = 0n;
  for (const bet of [...slip.singles, ...slip.multiples, ...slip.systems]) total += betCost(bet);
  return total;
}

/**
 * A decimal price (2.1) in thousandths (2100n), the unit the bigint price arithmetic uses;
 * undefined for a value that is not a usable price (`isValidDecimalPrice`). Platform prices have
 * at most 3 decimals, so rounding to the nearest thousandth only removes float noise.
 */
export function decimalToMilli(decimal: number): bigint | undefined {
  return isValidDecimalPrice(decimal) ? BigInt(Math.round(decimal * 1000)) : undefined;
}

/**
 * A single's potential returns for a stake at a price (thousandths): stake × price rounded down
 * (`returnsAtPrice`), or, when the betting tax applies (`tax` given: African betslip, tax
 * deduction and stake after tax all on, §5), the net returns of `applyBetTax`. No stake returns
 * nothing.
 */
export function singlePotentialReturns(
  stake: bigint,
  priceMilli: bigint,
  tax?: BetTaxRule,
): bigint {
  if (stake <= 0n) return 0n;
  if (tax === undefined) return returnsAtPrice(stake, priceMilli);
  return applyBetTax(stake, (net) => returnsAtPrice(net, priceMilli), tax).netReturns;
}

/**
 * The total odds of a multiple (the model's totalOdds) in thousandths: the product of the
 * prices, rounded down once (`combinedPriceMilli` of systemBets.ts, so the slip shows the odds
 * the multiple line is quoted at); undefined with no price at all.
 */
export function totalOddsMilli(pricesMilli: readonly bigint[]): bigint | undefined {
  return pricesMilli.length === 0 ? undefined : combinedPriceMilli(pricesMilli);
}
