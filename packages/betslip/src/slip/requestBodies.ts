import {
  multipleBetKey,
  platformAmountText,
  readStake,
  singleBetKey,
  systemBetKey,
  type BetKey,
  type CurrencyRule,
  type SlipState,
  type StakeEntry,
} from '@clem/core';
import type { BetslipMultiple } from '@clem/core/schemas';
import type { BetslipPick, PlacementBody } from '../picks/betslipState';

/**
 * The bodies of the betslip calls (betting §3 "Betslip model sent to the server", §7 selections
 * and placement), built from the slip's state. Pure: the listener and the placement thunk send
 * them. Money goes out as the platform's major-unit text ("2.50"), unscaled (a VND player's "50"
 * is "50000"): stakes are read with core's `readStake`, so a float never carries money.
 */

export interface BodyContext {
  slip: SlipState<BetslipPick, BetslipMultiple>;
  eachWay: Readonly<Record<number, boolean>>;
  currency: CurrencyRule;
  userAcceptOdds: 'D' | 'A';
  originId: number;
  accountId: number | undefined;
}

/** The selectionParams model of the refresh call (§7). */
export interface SelectionParams {
  singles: {
    outcomeId: number;
    unitStake?: string;
    freeMoneyUnitStake?: string;
    eachWay?: boolean;
  }[];
  multiples: BetLineStake[];
  systems: BetLineStake[];
  userAcceptOdds: 'D' | 'A';
  originId: number;
  showSysBets: boolean;
  outcomeIds: number[];
  accountId?: number;
}

/** A multiple's or a system's stake: cash (`unitStake`) or a free bet (`freeMoneyUnitStake`). */
export type BetLineStake =
  { betTypeId: number; unitStake: string } | { betTypeId: number; freeMoneyUnitStake: string };

/**
 * A bet's stake as the platform's text, or undefined when it has none (or an unusable one): the
 * cash stake, or with `wallet: 'free'` the free stake (freeBetMax sets it, §4).
 */
export function stakeText(
  entry: StakeEntry | undefined,
  currency: CurrencyRule,
  wallet: 'cash' | 'free' = 'cash',
): string | undefined {
  if (!entry) return undefined;
  const reading = readStake(entry[wallet], currency);
  return reading.kind === 'amount'
    ? platformAmountText(reading.minor, currency.precision)
    : undefined;
}

/** Whether a bet's stake text is unusable (not a zero form, not an amount). */
export function stakeInvalid(entry: StakeEntry | undefined, currency: CurrencyRule): boolean {
  return entry !== undefined && readStake(entry.cash, currency).kind === 'invalid';
}

/** Systems count only while they are on show (expanded with system bets on). */
export function systemsShown(slip: BodyContext['slip']): boolean {
  return slip.expanded && slip.showSystemBets;
}

/**
 * A bet's stake for the platform: a bet is staked in cash or with a free bet, never both, and the
 * free bet wins when it is used. Undefined when the bet has no usable stake.
 */
function betStake(
  entry: StakeEntry | undefined,
  currency: CurrencyRule,
): { unitStake: string } | { freeMoneyUnitStake: string } | undefined {
  const freeMoneyUnitStake = stakeText(entry, currency, 'free');
  if (freeMoneyUnitStake !== undefined) return { freeMoneyUnitStake };
  const unitStake = stakeText(entry, currency);
  return unitStake === undefined ? undefined : { unitStake };
}

function lines(
  list: readonly BetslipMultiple[],
  key: (ref: string) => BetKey,
  context: BodyContext,
): BetLineStake[] {
  return list.flatMap((line): BetLineStake[] => {
    const stake = betStake(context.slip.stakes[key(line.ref)], context.currency);
    return stake === undefined ? [] : [{ betTypeId: line.betTypeId, ...stake }];
  });
}

function singles(context: BodyContext): SelectionParams['singles'] {
  return context.slip.selections.map((selection) => {
    const eachWay = context.eachWay[selection.outcomeId] === true;
    return {
      outcomeId: selection.outcomeId,
      ...(betStake(context.slip.stakes[singleBetKey(selection.outcomeId)], context.currency) ?? {}),
      ...(eachWay ? { eachWay } : {}),
    };
  });
}

/** The refresh body: every selection, the stakes typed so far, systems when shown. */
export function selectionParams(context: BodyContext): SelectionParams {
  const showSysBets = systemsShown(context.slip);
  return {
    singles: singles(context),
    multiples: lines(context.slip.multiples, multipleBetKey, context),
    systems: showSysBets ? lines(context.slip.systems, systemBetKey, context) : [],
    userAcceptOdds: context.userAcceptOdds,
    originId: context.originId,
    showSysBets,
    outcomeIds: context.slip.selections.map((selection) => selection.outcomeId),
    ...(context.accountId === undefined ? {} : { accountId: context.accountId }),
  };
}

/**
 * The placement body: as the refresh, with the price (and spread) the player last saw and
 * accepted on every selection, so the platform refuses a worse price (RES-00152/00153) under
 * userAcceptOdds. Undefined without an account (never placed anonymously) or without any stake.
 */
export function placementBody(context: BodyContext): PlacementBody | undefined {
  if (context.accountId === undefined) return undefined;
  const bet = betBody(context);
  const body: PlacementBody = { ...bet, accountId: context.accountId };
  const staked =
    body.singles.some(
      (single) => single.unitStake !== undefined || single.freeMoneyUnitStake !== undefined,
    ) ||
    body.multiples.length > 0 ||
    body.systems.length > 0;
  return staked ? body : undefined;
}

/**
 * The retail-code body (§7 POST /xapi/rest/betslips/retailcodes): the slip as a placement would
 * send it, prices seen included, without an account. Stakes are optional: a shop may take the
 * stake at its counter. Undefined on an empty slip.
 */
export function retailCodeBody(context: BodyContext): RetailCodeBody | undefined {
  if (context.slip.selections.length === 0) return undefined;
  return betBody(context);
}

export type RetailCodeBody = Omit<PlacementBody, 'accountId'>;

function betBody(context: BodyContext): RetailCodeBody {
  const params = selectionParams({ ...context, accountId: undefined });
  return {
    singles: params.singles.map((single, index) => {
      const selection = context.slip.selections[index];
      const spread = selection?.spread;
      return {
        ...single,
        ...(selection ? { decimal: selection.decimal } : {}),
        ...(typeof spread === 'number' ? { spread } : {}),
      };
    }),
    multiples: params.multiples,
    systems: params.systems,
    outcomeIds: params.outcomeIds,
    userAcceptOdds: context.userAcceptOdds,
    originId: context.originId,
  };
}
