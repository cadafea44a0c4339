import {
  BET_TYPE_BASE,
  checkStake,
  parlayExtraWinnings,
  decimalToMilli,
  formatAmount,
  formatOdds,
  keypadHasDecimalPoint,
  multipleBetKey,
  narrowStakeLimits,
  parseQuickBetValues,
  quickBetStakes,
  readStake,
  settingFlag,
  settingsStakeLimits,
  singleBetKey,
  singlePotentialReturns,
  stakeTextFromMinor,
  systemBetKey,
  totalCost,
  totalOddsMilli,
  type BetKey,
  type CurrencyRule,
  type OddsFormat,
  type PlatformSettings,
  type SlipMessage,
  type StakeLimits,
} from '@clem/core';
import type { BetslipMultiple, EpwConfig } from '@clem/core/schemas';
import type { BetslipState } from '../picks/betslipSlice';
import { resMessageKey } from '../resMessages';
import type {
  SlipFreeBetView,
  SlipLineView,
  SlipMessageView,
  SlipSelectionView,
  SlipView,
} from './view';

/**
 * Builds what the slip shows (`SlipView`) from the slice, the settings and the player's choices.
 * Pure: the translator and the action callbacks of messages come in as arguments.
 *
 * Rules applied here (betting §4, §5, §8; choices where the spec is silent are marked *):
 * - A price the platform now quotes differently from the one the player saw is shown old → new.
 *   Under userAcceptOdds D a higher price is simply taken (the platform takes it too); a lower
 *   one, or any change under A, needs the player's acceptance before Place works.
 * - Stake limits: bet_stake_min_amount / bet_stake_max_amount (×1000 currencies scaled by
 *   core's `limitToMinor`), narrowed by the platform's maxBetStake for the bet. * The multiple's
 *   minBetStake (1250.00, §5) is carried by the platform's answer and left to the platform: the
 *   sandbox marks it advisory, and enforcing it here would forbid every ordinary multiple.
 * - Returns: the platform's figures when they were computed for the stake on screen; while a
 *   recalculation is on its way a single's returns are computed locally (stake × price, rounded
 *   down), so typing never shows stale numbers.
 * - Messages: the platform's model.errors and refusals are translated by RES code (unknown codes
 *   get the generic message), deduplicated by text, with the cap message when the slip is full.
 * - A failed refresh says so (with "Try again") while the slip is being edited, from the failure
 *   until a refresh is answered: the selections and stakes stay as the player left them. The
 *   message keeps its id and text through the attempts in between, so the slip's live region
 *   announces it once, not at every failed attempt.
 */

export type Translate = (key: string, values?: Record<string, string | number>) => string;

export interface SlipViewInput {
  betslip: BetslipState;
  settings: PlatformSettings;
  currency: CurrencyRule & { code: string };
  oddsFormat: OddsFormat;
  userAcceptOdds: 'D' | 'A';
  loggedIn: boolean;
  /** The sportsbook balance (minor units) of a logged-in player. */
  balance: number | undefined;
  /** The on-screen keypad is used (touch layout) rather than the device keyboard. */
  touchKeypad: boolean;
  t: Translate;
  /** "Use my balance" on a stake-above-balance refusal. */
  onUseBalance?: ((key: BetKey, stake: string) => void) | undefined;
  /**
   * Parlay extra winnings (betting §4): the platform's config when the promotion is active for
   * this player (setting on, logged in, not excluded), else undefined. The extra is shown on
   * multiples by their number of legs (core's `parlayExtraWinnings`).
   */
  epw?: EpwConfig | undefined;
  /** "Edit betslip" on an unconfirmed placement (after the player checked My Bets). */
  onAbandon?: (() => void) | undefined;
  /** "Try again" on the message of a failed refresh: asks the platform about the slip again. */
  onRetryRefresh?: (() => void) | undefined;
  /**
   * Retail codes are on for this anonymous player (`selectRetailCodesActive`): the slip offers
   * "Get a retail code" (and "Log in to place") instead of Place.
   */
  retailCodes?: boolean | undefined;
}

function money(minor: bigint | number, currency: CurrencyRule): string {
  return formatAmount(typeof minor === 'bigint' ? minor : BigInt(minor), currency);
}

/** The limits a single may be staked within. */
function singleLimits(base: StakeLimits, maxBetStake: number | undefined): StakeLimits {
  return narrowStakeLimits(base, {
    maxBetStake: maxBetStake && maxBetStake > 0 ? BigInt(maxBetStake) : undefined,
  });
}

function stakeErrorText(
  text: string,
  limits: StakeLimits,
  noOfBets: number,
  input: SlipViewInput,
): string | undefined {
  const reading = readStake(text, input.currency);
  if (reading.kind === 'invalid') return input.t('ui.stakeInvalid');
  if (reading.kind === 'none') return undefined;
  const check = checkStake(reading.minor, limits, noOfBets);
  if (check.status === 'belowMin') {
    return input.t(resMessageKey('RES-00140'), { limit: money(check.limit, input.currency) });
  }
  if (check.status === 'aboveMax') {
    return input.t(resMessageKey('RES-00034'), { limit: money(check.limit, input.currency) });
  }
  return undefined;
}

function priceChanged(seen: number, current: number | null | undefined, mode: 'D' | 'A'): boolean {
  if (current === null || current === undefined || current === seen) return false;
  return mode === 'A' || current < seen;
}

function messageText(
  message: SlipMessage,
  input: SlipViewInput,
  values: { balance: string | undefined; limits: StakeLimits },
): string {
  if (!message.code) return message.message;
  const selection = input.betslip.slip.selections.find((s) => s.outcomeId === message.outcomeId);
  const single = selection ? input.betslip.singles[selection.outcomeId] : undefined;
  const spread = (value: unknown) => (typeof value === 'number' ? String(value) : '');
  const priceValues =
    message.code === 'RES-00153'
      ? {
          old: spread(selection?.spread),
          new: spread((single as { spread?: unknown } | undefined)?.spread),
        }
      : {
          old: selection ? formatOdds(selection.decimal, input.oddsFormat) : '',
          new:
            single?.decimal !== null && single?.decimal !== undefined
              ? formatOdds(single.decimal, input.oddsFormat)
              : '',
        };
  const limit = message.code === 'RES-00140' ? values.limits.min : values.limits.max;
  return input.t(resMessageKey(message.code), {
    limit: money(limit, input.currency),
    balance: values.balance ?? '',
    ...priceValues,
  });
}

/** A bet's free stake (minor units) as typed or set by freeBetMax; 0 when none. */
function freeMinor(text: string | undefined, currency: CurrencyRule): bigint {
  const reading = readStake(text ?? '', currency);
  return reading.kind === 'amount' ? reading.minor : 0n;
}

/**
 * The free bet a bet offers (logged in, the platform's maxFreeMoneyStake above 0), or the one it
 * uses (kept on show while used, so the player can take it off even when the balance has gone).
 */
function freeBetOffer(
  maxFree: number | undefined,
  used: bigint,
  input: SlipViewInput,
): SlipFreeBetView | undefined {
  if (!input.loggedIn) return undefined;
  if (used > 0n) return { amount: money(used, input.currency), used: true };
  if (maxFree === undefined || maxFree <= 0) return undefined;
  return { amount: money(maxFree, input.currency), used: false };
}

/**
 * The free stake freeBetMax sets on a bet: the platform's maxFreeMoneyStake for it (a single's, a
 * multiple's or a system's, per line), or undefined when it offers none.
 */
export function maxFreeStake(betslip: BetslipState, key: BetKey): bigint | undefined {
  const [kind, ref] = key.split(':') as [string, string];
  const max =
    kind === 'single'
      ? betslip.singles[Number(ref)]?.maxFreeMoneyStake
      : (kind === 'multiple' ? betslip.slip.multiples : betslip.slip.systems).find(
          (line) => line.ref === ref,
        )?.maxFreeMoneyStake;
  return max !== undefined && max > 0 ? BigInt(max) : undefined;
}

/** The extra a multiple earns: the platform's figure, else the promotion's rule on its returns. */
function extraWinnings(
  line: BetslipMultiple,
  kind: 'multiple' | 'system',
  reading: ReturnType<typeof readStake>,
  fresh: boolean,
  input: SlipViewInput,
): string | undefined {
  if (kind !== 'multiple' || !fresh || reading.kind !== 'amount') return undefined;
  if (line.extraParlayWinnings > 0) return money(line.extraParlayWinnings, input.currency);
  if (!input.epw) return undefined;
  const extra = parlayExtraWinnings({
    stake: reading.minor,
    potentialReturns: BigInt(line.potentialReturns),
    legs: line.betTypeId - BET_TYPE_BASE,
    config: input.epw,
    currency: input.currency,
  });
  return extra > 0n ? money(extra, input.currency) : undefined;
}

export function buildSlipView(input: SlipViewInput): SlipView {
  const { betslip, currency, t } = input;
  const { slip } = betslip;
  const base = settingsStakeLimits(input.settings, currency);
  const balanceText = input.balance === undefined ? undefined : money(input.balance, currency);
  const active = slip.activeBet;
  const tax =
    settingFlag(input.settings, 'african_betslip') &&
    settingFlag(input.settings, 'tax_deduction_enabled') &&
    settingFlag(input.settings, 'enable_stake_after_tax');

  let needsAcceptance = false;
  let blocked = false;

  const selections: SlipSelectionView[] = slip.selections.map((selection) => {
    const single = betslip.singles[selection.outcomeId];
    const key = singleBetKey(selection.outcomeId);
    const current = single?.decimal ?? selection.decimal;
    const changed = priceChanged(selection.decimal, single?.decimal, input.userAcceptOdds);
    if (changed) needsAcceptance = true;
    const closed = betslip.notAvailable.includes(selection.outcomeId);
    const suspended = !closed && single !== undefined && !single.enabled;
    if (closed || suspended) blocked = true;
    const stake = slip.stakes[key]?.cash ?? '';
    const stakeable = single?.singleEnabled ?? true;
    const free = freeMinor(slip.stakes[key]?.free, currency);
    const reading = readStake(stake, currency);
    const stakeError = stakeable
      ? stakeErrorText(stake, singleLimits(base, single?.maxBetStake), 1, input)
      : undefined;
    if (stakeError) blocked = true;
    let potentialReturns: string | undefined;
    let stakeAfterTax: string | undefined;
    let taxDeduction: string | undefined;
    if (free > 0n) {
      // A free bet returns its winnings only: the platform's figure once it has priced this stake.
      const fresh = single !== undefined && BigInt(single.freeMoneyUnitStake) === free;
      if (fresh) potentialReturns = money(single.potentialReturns, currency);
    } else if (reading.kind === 'amount') {
      const fresh = single !== undefined && BigInt(single.unitStake) === reading.minor;
      const priceMilli = decimalToMilli(current);
      if (fresh) {
        potentialReturns = money(single.potentialReturns, currency);
        if (tax) {
          stakeAfterTax = money(single.stakeAfterTax, currency);
          taxDeduction = money(single.potentialTaxDeduction, currency);
        }
      } else if (priceMilli !== undefined && !tax) {
        potentialReturns = money(singlePotentialReturns(reading.minor, priceMilli), currency);
      }
    }
    const ownMessages = slip.errors.filter((error) => error.outcomeId === selection.outcomeId);
    const message = closed
      ? t('selectionNotAvailable')
      : ownMessages[0]
        ? messageText(ownMessages[0], input, { balance: balanceText, limits: base })
        : suspended
          ? (single?.message ?? t('ui.suspended'))
          : undefined;
    return {
      outcomeId: selection.outcomeId,
      key,
      ref: selection.ref,
      outcomeDescription: single?.outcomeDescription ?? selection.outcomeDescription,
      marketDescription: single?.marketDescription ?? selection.marketDescription,
      eventDescription: single?.eventDescription ?? selection.eventDescription,
      periodDescription: single?.periodDescription ?? undefined,
      price: formatOdds(current, input.oddsFormat),
      previousPrice: changed ? formatOdds(selection.decimal, input.oddsFormat) : undefined,
      state: closed ? 'closed' : suspended ? 'suspended' : 'open',
      message,
      stake,
      stakeable,
      stakeError,
      potentialReturns,
      stakeAfterTax,
      taxDeduction,
      eachWay: single?.showEachWay
        ? {
            checked: betslip.eachWay[selection.outcomeId] === true,
            placeTerms: single.placeTerms ?? '',
          }
        : undefined,
      freeBet: stakeable ? freeBetOffer(single?.maxFreeMoneyStake, free, input) : undefined,
      active: active === key,
    };
  });

  const lineView = (
    line: BetslipMultiple,
    kind: 'multiple' | 'system',
    key: BetKey,
  ): SlipLineView => {
    const stake = slip.stakes[key]?.cash ?? '';
    const reading = readStake(stake, currency);
    const limits = narrowStakeLimits(base, {
      maxBetStake: line.maxBetStake > 0 ? BigInt(line.maxBetStake) : undefined,
    });
    const stakeError = stakeErrorText(stake, limits, line.noOfBets, input);
    if (stakeError) blocked = true;
    const free = freeMinor(slip.stakes[key]?.free, currency);
    const fresh =
      free > 0n
        ? BigInt(line.freeMoneyUnitStake) === free
        : reading.kind === 'amount' && BigInt(line.unitStake) === reading.minor;
    return {
      key,
      kind,
      ref: line.ref,
      betTypeId: line.betTypeId,
      name: line.description,
      noOfBets: line.noOfBets,
      price:
        kind === 'multiple' && line.decimal !== null
          ? formatOdds(line.decimal, input.oddsFormat)
          : undefined,
      stake,
      totalStake:
        free > 0n
          ? money(free * BigInt(line.noOfBets), currency)
          : reading.kind === 'amount'
            ? money(reading.minor * BigInt(line.noOfBets), currency)
            : undefined,
      potentialReturns: fresh ? money(line.potentialReturns, currency) : undefined,
      extraWinnings: free > 0n ? undefined : extraWinnings(line, kind, reading, fresh, input),
      freeBet: freeBetOffer(line.maxFreeMoneyStake, free, input),
      stakeError,
      active: active === key,
    };
  };

  const multiples = slip.multiples.map((line) =>
    lineView(line, 'multiple', multipleBetKey(line.ref)),
  );
  const systemsOn = slip.expanded && slip.showSystemBets;
  const systems = systemsOn
    ? slip.systems.map((line) => lineView(line, 'system', systemBetKey(line.ref)))
    : [];

  const minorOf = (key: BetKey) => {
    const reading = readStake(slip.stakes[key]?.cash ?? '', currency);
    return reading.kind === 'amount' ? reading.minor : 0n;
  };
  const cost = totalCost({
    singles: selections.filter((s) => s.stakeable).map((s) => ({ unitStake: minorOf(s.key) })),
    multiples: multiples.map((line) => ({ unitStake: minorOf(line.key), noOfBets: line.noOfBets })),
    systems: systems.map((line) => ({ unitStake: minorOf(line.key), noOfBets: line.noOfBets })),
  });
  const eachWayExtra = selections.reduce(
    (sum, s) => (s.eachWay?.checked ? sum + minorOf(s.key) : sum),
    0n,
  );
  const freeOf = (key: BetKey) => freeMinor(slip.stakes[key]?.free, currency);
  const freeTotal =
    selections
      .filter((s) => s.stakeable)
      .reduce((sum, s) => sum + freeOf(s.key) * (s.eachWay?.checked ? 2n : 1n), 0n) +
    [...multiples, ...systems].reduce(
      (sum, line) => sum + freeOf(line.key) * BigInt(line.noOfBets),
      0n,
    );
  const allFresh =
    betslip.model !== null && BigInt(betslip.model.totalCost) === cost + eachWayExtra;
  const distinctEvents =
    new Set(slip.selections.map((selection) => selection.eventId)).size === slip.selections.length;
  const prices = slip.selections.map((selection) =>
    decimalToMilli(betslip.singles[selection.outcomeId]?.decimal ?? selection.decimal),
  );
  const odds =
    distinctEvents && slip.selections.length > 1 && prices.every((p) => p !== undefined)
      ? totalOddsMilli(prices as bigint[])
      : undefined;

  const messages: SlipMessageView[] = [];
  const seen = new Set<string>();
  const push = (view: SlipMessageView) => {
    if (seen.has(view.text)) return;
    seen.add(view.text);
    messages.push(view);
  };
  if (betslip.full) {
    push({ id: 'full', text: t('maxBets', { max: betslip.full.maxBets }), tone: 'warning' });
  }
  if (betslip.intent?.unconfirmed) {
    push({
      id: 'unconfirmed',
      text: betslip.failure?.reference
        ? t('ui.unconfirmedWithReference', { reference: betslip.failure.reference })
        : t('ui.unconfirmed'),
      tone: 'error',
      action: input.onAbandon ? { label: t('ui.editSlip'), onAction: input.onAbandon } : undefined,
    });
  }
  if (betslip.refreshError && slip.placement === 'idle' && !betslip.intent) {
    push({
      id: 'refresh-failed',
      text: t('ui.refreshFailed'),
      tone: 'error',
      action: input.onRetryRefresh
        ? { label: t('ui.tryAgain'), onAction: input.onRetryRefresh }
        : undefined,
    });
  }
  for (const [index, error] of slip.errors.entries()) {
    if (
      error.outcomeId !== undefined &&
      slip.selections.some((s) => s.outcomeId === error.outcomeId)
    ) {
      continue; // Shown on its selection.
    }
    const text = messageText(error, input, { balance: balanceText, limits: base });
    const overBalance = error.code === 'RES-00056' || error.code === 'RES-00057';
    const staked = [
      ...selections.map((s) => s.key),
      ...multiples.map((l) => l.key),
      ...systems.map((l) => l.key),
    ].filter((key) => minorOf(key) > 0n);
    const onlyKey = staked.length === 1 ? staked[0] : undefined;
    const useBalance =
      overBalance &&
      input.balance !== undefined &&
      input.balance > 0 &&
      onlyKey &&
      input.onUseBalance
        ? {
            label: t('ui.useMyBalance', { balance: balanceText ?? '' }),
            onAction: () => {
              const onUseBalance = input.onUseBalance;
              const line = [...multiples, ...systems].find((l) => l.key === onlyKey);
              const minor = BigInt(input.balance ?? 0) / BigInt(line?.noOfBets ?? 1);
              onUseBalance?.(onlyKey, stakeTextFromMinor(minor, currency));
            },
          }
        : undefined;
    push({ id: `error-${index}`, text, tone: 'error', action: useBalance });
  }
  if (needsAcceptance) push({ id: 'price-change', text: t('ui.pricesChanged'), tone: 'warning' });
  const retail = input.retailCodes ? betslip.retailCode : null;
  if (retail?.status === 'failed') {
    if (retail.messages.length === 0) {
      push({ id: 'retail-failed', text: t('ui.retailCodeFailed'), tone: 'error' });
    }
    for (const [index, message] of retail.messages.entries()) {
      const text = messageText(message, input, { balance: balanceText, limits: base });
      push({ id: `retail-error-${index}`, text, tone: 'error' });
    }
  }

  const phase =
    slip.placement === 'success'
      ? 'success'
      : slip.placement === 'waitingApproval'
        ? 'waitingApproval'
        : slip.placement === 'placing' && !betslip.intent?.unconfirmed
          ? 'placing'
          : 'editing';

  const anyStake = cost > 0n || freeTotal > 0n;
  const canPlace =
    input.loggedIn &&
    phase === 'editing' &&
    (betslip.intent?.unconfirmed === true || (anyStake && !blocked && !needsAcceptance));

  const retailCode = input.retailCodes
    ? {
        canRequest:
          phase === 'editing' &&
          !blocked &&
          !needsAcceptance &&
          retail?.status !== 'requesting' &&
          slip.selections.length > 0,
        requesting: retail?.status === 'requesting',
        code: retail?.status === 'ready' ? retail.code : undefined,
      }
    : undefined;

  const quickStakes = parseQuickBetValues(input.settings.quick_bet_values);
  const receipt = betslip.receipt;
  return {
    phase,
    systemBetsAvailable:
      slip.selections.length >= 3 && !settingFlag(input.settings, 'african_betslip'),
    expanded: slip.expanded,
    showSystemBets: slip.showSystemBets,
    selections,
    multiples,
    systems,
    messages,
    summary: {
      totalStake: money(cost + eachWayExtra, currency),
      potentialReturns:
        allFresh && betslip.model
          ? money(betslip.model.potentialReturns, currency)
          : money(
              selections.reduce((sum, s) => {
                const reading = readStake(s.stake, currency);
                const milli = decimalToMilli(betslip.singles[s.outcomeId]?.decimal ?? 0);
                return reading.kind === 'amount' && milli !== undefined
                  ? sum + singlePotentialReturns(reading.minor, milli)
                  : sum;
              }, 0n),
              currency,
            ),
      totalOdds: odds === undefined ? undefined : formatOdds(Number(odds) / 1000, input.oddsFormat),
      balance: balanceText,
      freeStake: freeTotal > 0n ? money(freeTotal, currency) : undefined,
    },
    canPlace,
    needsAcceptance,
    retailCode,
    keypad:
      input.touchKeypad && active !== undefined && phase === 'editing'
        ? {
            hasDecimalPoint: keypadHasDecimalPoint(currency),
            quickStakes: quickBetStakes(currency.code, currency, quickStakes).map((minor) => ({
              label: money(minor, currency),
              stake: stakeTextFromMinor(minor, currency),
            })),
          }
        : undefined,
    receipt: receipt
      ? {
          reference: receipt.reference,
          bets: receipt.bets.map((bet) => ({
            reference: bet.reference,
            description: bet.description,
            totalStake: money(bet.totalStake, currency),
            potentialReturns: money(bet.potentialReturns, currency),
          })),
          totalCost: money(receipt.totalCost, currency),
          balance:
            receipt.availableBalance === null
              ? undefined
              : money(receipt.availableBalance, currency),
        }
      : undefined,
    currency: currency.code,
    refreshing: betslip.refresh === 'pending',
  };
}
