import { settingFlag, settingsStakeLimits } from '@clem/core';
import { betLines } from './slipView/betLines';
import { keypadView, receiptView } from './slipView/keypadAndReceipt';
import { canPlace, placeBlocked, retailCodeView, slipPhase } from './slipView/placementGate';
import { selectionRows } from './slipView/selectionRows';
import { money } from './slipView/slipMoney';
import { slipMessages } from './slipView/slipMessages';
import { slipTotals } from './slipView/slipTotals';
import type { SlipViewBasis, SlipViewInput } from './slipView/slipViewInput';
import type { SlipView } from './view';

export { maxFreeStake } from './slipView/freeBets';
export type { SlipViewInput, Translate } from './slipView/slipViewInput';

/**
 * Builds what the slip shows (`SlipView`) from the slice, the settings and the player's choices.
 * Pure: the translator and the action callbacks of messages come in as arguments. Each part of
 * the view is a step of its own under ./slipView.
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
 * - Live selections (in play) show their live price, read from the live data; the slip keeps the
 *   price the player accepted. Under D a higher live price is taken (shown old → new, Place stays
 *   on); a lower one, or any move under A, waits for "Accept changes". A suspended, closed or
 *   stale live selection is marked with its reason at once, and Place says why it is disabled.
 * - A failed refresh says so (with "Try again") while the slip is being edited, from the failure
 *   until a refresh is answered: the selections and stakes stay as the player left them. The
 *   message keeps its id and text through the attempts in between, so the slip's live region
 *   announces it once, not at every failed attempt.
 */
export function buildSlipView(input: SlipViewInput): SlipView {
  const { betslip, currency } = input;
  const { slip } = betslip;
  const basis: SlipViewBasis = {
    limits: settingsStakeLimits(input.settings, currency),
    balanceText: input.balance === undefined ? undefined : money(input.balance, currency),
  };
  const selections = selectionRows(input, basis);
  const lines = betLines(input, basis);
  const totals = slipTotals(
    input,
    selections.rows,
    lines.multiples,
    lines.systems,
    basis.balanceText,
  );
  const needsAcceptance = selections.needsAcceptance;
  const messages = slipMessages(
    input,
    basis,
    { selections: selections.rows, multiples: lines.multiples, systems: lines.systems },
    needsAcceptance,
  );
  const phase = slipPhase(betslip);
  const placement = {
    phase,
    anyStake: totals.cost > 0n || totals.freeTotal > 0n,
    blocked: selections.blocked || lines.blocked,
    needsAcceptance,
  };
  const canPlaceNow = canPlace(input, placement);
  return {
    phase,
    ...placeBlocked(input, phase, canPlaceNow, selections.blockingState),
    ...(phase === 'waitingApproval' && betslip.intent?.inPlayDelay
      ? { inPlayDelay: betslip.intent.inPlayDelay }
      : {}),
    systemBetsAvailable:
      slip.selections.length >= 3 && !settingFlag(input.settings, 'african_betslip'),
    expanded: slip.expanded,
    showSystemBets: slip.showSystemBets,
    selections: selections.rows,
    multiples: lines.multiples,
    systems: lines.systems,
    messages,
    summary: totals.summary,
    canPlace: canPlaceNow,
    needsAcceptance,
    retailCode: retailCodeView(input, placement),
    keypad: keypadView(input, phase),
    receipt: receiptView(input),
    currency: currency.code,
    refreshing: betslip.refresh === 'pending',
  };
}
