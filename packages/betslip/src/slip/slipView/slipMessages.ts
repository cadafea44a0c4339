import { stakeTextFromMinor } from '@clem/core';
import type { SlipLineView, SlipMessageView, SlipSelectionView } from '../view';
import { messageText } from './messageText';
import { cashMinor, freeMinor } from './slipMoney';
import { countedBets } from './slipTotals';
import type { SlipViewBasis, SlipViewInput } from './slipViewInput';

/** The bets shown, for the messages that act on them. */
export interface ShownBets {
  selections: readonly SlipSelectionView[];
  multiples: readonly SlipLineView[];
  systems: readonly SlipLineView[];
}

/**
 * The messages at the top of the slip, deduplicated by text, in this order: the slip is full, an
 * unconfirmed placement ("Edit betslip"), a failed refresh while editing ("Try again"), the
 * platform's errors not about a selection on the slip (those show on the selection; a balance
 * refusal offers "Use my balance" when one bet is staked), prices changed, staked bets left out
 * of the totals because a selection they need is suspended or closed, and a retail code that
 * could not be had.
 */
export function slipMessages(
  input: SlipViewInput,
  basis: SlipViewBasis,
  bets: ShownBets,
  needsAcceptance: boolean,
): SlipMessageView[] {
  const { betslip, currency, t } = input;
  const { slip } = betslip;
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
  const lines = [...bets.multiples, ...bets.systems];
  const staked = [...bets.selections.map((s) => s.key), ...lines.map((l) => l.key)].filter(
    (key) => cashMinor(slip.stakes, key, currency) > 0n,
  );
  const onlyKey = staked.length === 1 ? staked[0] : undefined;
  for (const [index, error] of slip.errors.entries()) {
    if (
      error.outcomeId !== undefined &&
      slip.selections.some((s) => s.outcomeId === error.outcomeId)
    ) {
      continue; // Shown on its selection.
    }
    const text = messageText(error, input, basis);
    const overBalance = error.code === 'RES-00056' || error.code === 'RES-00057';
    const useBalance =
      overBalance &&
      input.balance !== undefined &&
      input.balance > 0 &&
      onlyKey &&
      input.onUseBalance
        ? {
            label: t('ui.useMyBalance', { balance: basis.balanceText ?? '' }),
            onAction: () => {
              const onUseBalance = input.onUseBalance;
              const line = lines.find((l) => l.key === onlyKey);
              const minor = BigInt(input.balance ?? 0) / BigInt(line?.noOfBets ?? 1);
              onUseBalance?.(onlyKey, stakeTextFromMinor(minor, currency));
            },
          }
        : undefined;
    push({ id: `error-${index}`, text, tone: 'error', action: useBalance });
  }
  if (needsAcceptance) push({ id: 'price-change', text: t('ui.pricesChanged'), tone: 'warning' });
  const left = countedBets(bets.selections, bets.multiples, bets.systems).excluded;
  const leftStaked = [...left.singles, ...left.lines].filter(
    (bet) =>
      cashMinor(slip.stakes, bet.key, currency) > 0n ||
      freeMinor(slip.stakes[bet.key]?.free, currency) > 0n,
  ).length;
  if (leftStaked > 0) {
    push({ id: 'not-counted', text: t('ui.notCounted', { count: leftStaked }), tone: 'info' });
  }
  const retail = input.retailCodes ? betslip.retailCode : null;
  if (retail?.status === 'failed') {
    if (retail.messages.length === 0) {
      push({ id: 'retail-failed', text: t('ui.retailCodeFailed'), tone: 'error' });
    }
    for (const [index, message] of retail.messages.entries()) {
      push({
        id: `retail-error-${index}`,
        text: messageText(message, input, basis),
        tone: 'error',
      });
    }
  }
  return messages;
}
