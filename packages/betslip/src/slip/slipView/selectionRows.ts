import {
  decimalToMilli,
  readStake,
  settingFlag,
  singleBetKey,
  singlePotentialReturns,
  type PlatformSettings,
} from '@clem/core';
import { livePriceDecision } from '../live/livePrice';
import type { SlipSelectionView } from '../view';
import { freeBetOffer } from './freeBets';
import { messageText } from './messageText';
import { freeMinor, money, price } from './slipMoney';
import type { SlipViewBasis, SlipViewInput } from './slipViewInput';
import { betLimits, stakeErrorText } from './stakeChecks';

/** The selection rows, and what they mean for Place. */
export interface SelectionRows {
  rows: SlipSelectionView[];
  /** A price changed in a way the player must accept before Place works. */
  needsAcceptance: boolean;
  /** A selection is closed or suspended, or a single's stake cannot be placed. */
  blocked: boolean;
  /** The most lasting state of a selection that keeps Place disabled (closed, suspended, stale). */
  blockingState?: 'closed' | 'suspended' | 'stale' | undefined;
}

const BLOCKING_ORDER = ['closed', 'suspended', 'stale'] as const;

/**
 * A price the platform now quotes differently from the one the player saw needs acceptance: under
 * userAcceptOdds D only a lower one (a higher one is simply taken), under A any change.
 */
export function priceChanged(
  seen: number,
  current: number | null | undefined,
  mode: 'D' | 'A',
): boolean {
  if (current === null || current === undefined || current === seen) return false;
  return mode === 'A' || current < seen;
}

/** The African betslip's tax is on: stake after tax and tax deduction are shown. */
export function betTaxShown(settings: PlatformSettings): boolean {
  return (
    settingFlag(settings, 'african_betslip') &&
    settingFlag(settings, 'tax_deduction_enabled') &&
    settingFlag(settings, 'enable_stake_after_tax')
  );
}

/**
 * One row per selection: its descriptions, the price (old → new when changed), its state (closed
 * when the platform said so, suspended when it disabled it), the stake and its error, the returns
 * (the platform's once it priced this stake; else computed locally, stake × price rounded down,
 * except under the tax where only the platform's figure is shown; a free stake's only from the
 * platform), each way when offered, and the free bet.
 */
export function selectionRows(input: SlipViewInput, basis: SlipViewBasis): SelectionRows {
  const { betslip, currency, t } = input;
  const { slip } = betslip;
  const tax = betTaxShown(input.settings);
  let needsAcceptance = false;
  let blocked = false;
  let blockingState: SelectionRows['blockingState'];
  const rows = slip.selections.map((selection): SlipSelectionView => {
    const single = betslip.singles[selection.outcomeId];
    const key = singleBetKey(selection.outcomeId);
    const live = input.live?.[selection.outcomeId];
    // A live selection's price is the live one (fresher than any answer of the platform); the
    // slip's own `decimal` stays the price the player accepted.
    const current = live ? live.decimal : (single?.decimal ?? selection.decimal);
    const decision = live
      ? livePriceDecision({
          slipDecimal: selection.decimal,
          liveDecimal: live.decimal,
          acceptOdds: input.userAcceptOdds,
        })
      : undefined;
    const closed = betslip.notAvailable.includes(selection.outcomeId) || live?.state === 'closed';
    const suspended =
      !closed && ((single !== undefined && !single.enabled) || live?.state === 'suspended');
    const stale = !closed && !suspended && live?.state === 'stale';
    // A price needs acceptance only while it can be bet on: a suspended or stale price is not one
    // the player could take.
    const changed = live
      ? decision === 'needsAcceptance' && !closed && !suspended && !stale
      : priceChanged(selection.decimal, single?.decimal, input.userAcceptOdds);
    if (changed) needsAcceptance = true;
    const rowState = closed ? 'closed' : suspended ? 'suspended' : stale ? 'stale' : 'open';
    if (rowState !== 'open') {
      blocked = true;
      if (
        blockingState === undefined ||
        BLOCKING_ORDER.indexOf(rowState) < BLOCKING_ORDER.indexOf(blockingState)
      ) {
        blockingState = rowState;
      }
    }
    const stake = slip.stakes[key]?.cash ?? '';
    // A suspended selection keeps its stake field (a platform that disables a selection for now
    // also says singleEnabled false): the player's stake stays in sight, not counted in the
    // totals until the selection is bettable again. A closed one, or a single the platform does
    // not allow on an enabled selection, has none.
    const stakeable =
      !closed && (single === undefined || single.singleEnabled || suspended || stale);
    const free = freeMinor(slip.stakes[key]?.free, currency);
    const reading = readStake(stake, currency);
    const stakeError = stakeable
      ? stakeErrorText(stake, betLimits(basis.limits, single?.maxBetStake), 1, input)
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
    const liveReason =
      live && live.state !== 'open' && live.state === rowState ? live.reason : undefined;
    const message = liveReason
      ? t(`live.reason.${liveReason}`)
      : closed
        ? t('selectionNotAvailable')
        : ownMessages[0]
          ? messageText(ownMessages[0], input, basis)
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
      price: price(current, input),
      // Old → new for any live move away from the accepted price (a higher one taken under D
      // too, so the player sees what they get), else for a change that needs acceptance.
      previousPrice: (live ? decision !== 'same' : changed)
        ? price(selection.decimal, input)
        : undefined,
      state: rowState,
      ...(live ? { live: true } : {}),
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
      active: slip.activeBet === key,
    };
  });
  return { rows, needsAcceptance, blocked, blockingState };
}
