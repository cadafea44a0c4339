import {
  BET_TYPE_BASE,
  multipleBetKey,
  parlayExtraWinnings,
  readStake,
  systemBetKey,
  type BetKey,
} from '@clem/core';
import type { BetslipMultiple } from '@clem/core/schemas';
import type { SlipLineView } from '../view';
import { betLineName } from './betTypeName';
import { freeBetOffer } from './freeBets';
import { freeMinor, money, price } from './slipMoney';
import type { SlipViewBasis, SlipViewInput } from './slipViewInput';
import { betLimits, stakeErrorText } from './stakeChecks';

/** The multiple and system lines, and whether a stake among them blocks Place. */
export interface BetLines {
  multiples: SlipLineView[];
  /** Shown only while the slip is expanded with system bets on. */
  systems: SlipLineView[];
  blocked: boolean;
}

/**
 * The extra a multiple earns: the platform's figure, else the promotion's rule on its returns. The
 * promotion pays on an accumulator by its number of legs; a line of several bets (Doubles ×6) is
 * not one accumulator, so it earns none here.
 */
export function extraWinnings(
  line: BetslipMultiple,
  kind: 'multiple' | 'system',
  reading: ReturnType<typeof readStake>,
  fresh: boolean,
  input: Pick<SlipViewInput, 'epw' | 'currency'>,
): string | undefined {
  if (kind !== 'multiple' || line.noOfBets !== 1 || !fresh || reading.kind !== 'amount') {
    return undefined;
  }
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

/**
 * One line (a multiple or a system) of the platform's answer: its name in the player's language
 * (`betLineName`), its stake per bet and the total over its bets, the stake's error, the returns
 * once the platform priced this stake, the price of a multiple of one bet (a line of several has
 * none: it shows its number of bets), parlay extra winnings, and the free bet.
 */
export function lineView(
  line: BetslipMultiple,
  kind: 'multiple' | 'system',
  key: BetKey,
  input: SlipViewInput,
  basis: SlipViewBasis,
): SlipLineView {
  const { slip } = input.betslip;
  const { currency } = input;
  const stake = slip.stakes[key]?.cash ?? '';
  const reading = readStake(stake, currency);
  const stakeError = stakeErrorText(
    stake,
    betLimits(basis.limits, line.maxBetStake),
    line.noOfBets,
    input,
  );
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
    name: betLineName(line, kind, input.t),
    noOfBets: line.noOfBets,
    price:
      kind === 'multiple' && line.noOfBets === 1 && line.decimal !== null
        ? price(line.decimal, input)
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
    active: slip.activeBet === key,
  };
}

/** The multiples, and the systems while the slip is expanded with system bets on. */
export function betLines(input: SlipViewInput, basis: SlipViewBasis): BetLines {
  const { slip } = input.betslip;
  const multiples = slip.multiples.map((line) =>
    lineView(line, 'multiple', multipleBetKey(line.ref), input, basis),
  );
  const systems =
    slip.expanded && slip.showSystemBets
      ? slip.systems.map((line) => lineView(line, 'system', systemBetKey(line.ref), input, basis))
      : [];
  const blocked = [...multiples, ...systems].some((line) => Boolean(line.stakeError));
  return { multiples, systems, blocked };
}
