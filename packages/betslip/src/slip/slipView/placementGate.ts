import type { SlipPhase, SlipRetailCodeView } from '../view';
import type { SlipViewInput } from './slipViewInput';

/**
 * The slip's phase: placed, waiting for the operator's approval, placing, or editing. A placement
 * left unconfirmed (the player may check My Bets and place again) is back to editing.
 */
export function slipPhase(betslip: SlipViewInput['betslip']): SlipPhase {
  const { placement } = betslip.slip;
  if (placement === 'success') return 'success';
  if (placement === 'waitingApproval') return 'waitingApproval';
  if (placement === 'placing' && !betslip.intent?.unconfirmed) return 'placing';
  return 'editing';
}

/** What Place (or the retail code) depends on, besides the input. */
export interface PlacementFacts {
  phase: SlipPhase;
  /** Something is staked, in cash or free. */
  anyStake: boolean;
  /** A selection is closed or suspended, or a stake cannot be placed. */
  blocked: boolean;
  /** A price change waits for the player's acceptance. */
  needsAcceptance: boolean;
}

/**
 * Place works for a logged-in player while editing: when something is staked and nothing blocks
 * it and no price change waits, or again after an unconfirmed placement.
 */
export function canPlace(input: SlipViewInput, facts: PlacementFacts): boolean {
  return (
    input.loggedIn &&
    facts.phase === 'editing' &&
    (input.betslip.intent?.unconfirmed === true ||
      (facts.anyStake && !facts.blocked && !facts.needsAcceptance))
  );
}

/**
 * An anonymous player's retail code, when retail codes are on: it may be asked for while editing
 * a slip with selections that nothing blocks, and not while one is on its way.
 */
export function retailCodeView(
  input: SlipViewInput,
  facts: PlacementFacts,
): SlipRetailCodeView | undefined {
  if (!input.retailCodes) return undefined;
  const retail = input.betslip.retailCode;
  return {
    canRequest:
      facts.phase === 'editing' &&
      !facts.blocked &&
      !facts.needsAcceptance &&
      retail?.status !== 'requesting' &&
      input.betslip.slip.selections.length > 0,
    requesting: retail?.status === 'requesting',
    code: retail?.status === 'ready' ? retail.code : undefined,
  };
}

/**
 * Why Place is disabled, when a selection stands in the way (the most lasting state first: a
 * closed one, then a suspended one, then prices reconnecting), for a logged-in player editing the
 * slip. Other reasons (no stake, a stake out of limits) are said where they are, by the stake.
 */
export function placeBlocked(
  input: SlipViewInput,
  phase: SlipPhase,
  canPlaceNow: boolean,
  blockingState: 'closed' | 'suspended' | 'stale' | undefined,
): { placeBlockedReason?: string } {
  if (canPlaceNow || !input.loggedIn || phase !== 'editing' || blockingState === undefined) {
    return {};
  }
  if (input.betslip.intent?.unconfirmed) return {};
  return { placeBlockedReason: input.t(`live.blocked.${blockingState}`) };
}
