import type { BetTaxRule } from '@clem/core/domain';
import type { EventType, MarketStatus } from '../../events/world-tables';
import type {
  ApprovalThresholds,
  BetslipIssue,
  BetslipLimits,
  CurrencyFacts,
} from '../betslip-rules';

/** The shapes a betslip evaluation reads and answers (see `evaluateBetslip`). */

/** One outcome with its market and event, as the betslip needs them. */
export interface WorldSelection {
  outcomeId: number;
  outcomeDescription: string;
  hidden: boolean;
  priceMilli: number;
  spreadMilli: number | null;
  marketId: number;
  marketDescription: string;
  marketTypeId: number;
  marketStatus: MarketStatus;
  periodId: number;
  feedId: string;
  eventId: number;
  eventName: string;
  slug: string;
  sportId: number;
  sportCode: string;
  eventType: EventType;
  eventDate: Date;
  isLive: boolean;
  isFinished: boolean;
  /** The market is suspended because its whole feed is (a feed alert, §4). */
  feedAlert: boolean;
}

export interface BetslipContext {
  facts: CurrencyFacts;
  limits: BetslipLimits;
  approval: ApprovalThresholds;
  /** Sandbox clock, ms. */
  now: number;
  /** The player's sportsbook balance; null when anonymous. */
  availableBalance: number | null;
  /** The player's free-bet balance (minor units); null when anonymous. */
  freeBetBalance: number | null;
  /** Placement computes systems whatever showSysBets says. */
  placing: boolean;
}

export interface PlannedBet {
  kind: 'single' | 'multiple' | 'system';
  betTypeId: number;
  description: string;
  /** The bet's unit stake, cash or free (a bet is one or the other, see `freeStakeProblem`). */
  unitStake: number;
  totalStake: number;
  /** The part of totalStake taken from the free-bet balance: 0 or all of it. */
  freeStake: number;
  numBets: number;
  priceMilli: number | null;
  potentialReturns: number;
  eachWay: boolean;
  legs: WorldSelection[];
  /** The betting tax it is placed under (the African betslip), if any. */
  tax: BetTaxRule | undefined;
}

/** What the refresh answers in `model` (placement adds its own fields). */
export interface BetslipModel {
  singles: Record<string, unknown>[];
  multiples: Record<string, unknown>[];
  systems: Record<string, unknown>[];
  availableBalance: number | null;
  /** The free-bet balance (minor units); null when anonymous. */
  freeBetBalance: number | null;
  betMayBeReferred: boolean;
  errors: BetslipIssue[];
  /** What the staked bets cost in cash (free stakes are not in it). */
  totalCost: number;
  /** What the staked bets take from the free-bet balance. */
  totalFreeStake: number;
  potentialReturns: number;
  currency: string;
  precision: number;
  userAcceptOdds: 'D' | 'A';
  originId: number;
}

export interface BetslipEvaluation {
  model: BetslipModel;
  plan: PlannedBet[];
  /** The problems that refuse a placement (those of selections no staked bet uses are left out). */
  blocking: BetslipIssue[];
  /** Cash, and free-bet money, the plan takes. */
  totalCost: number;
  totalFreeStake: number;
}

/**
 * A selection after the world's checks: closed (C, not bettable at all) or open (O), the open
 * one with the problem that keeps it from being placed now, if any.
 */
export type SelectionState =
  | { state: 'C'; problem: BetslipIssue; world: WorldSelection | undefined }
  | { state: 'O'; problem: BetslipIssue | undefined; world: WorldSelection };

/** What one kind of bet (singles, the multiple, systems) adds to the answer. */
export interface BetsStep {
  /** The rows of model.singles, model.multiples or model.systems. */
  rows: Record<string, unknown>[];
  /** The staked bets, for the plan. */
  bets: PlannedBet[];
  /** Problems with the stakes asked for (RES-00218, RES-00241). */
  issues: BetslipIssue[];
}
