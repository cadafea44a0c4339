import type { SlipMessage } from '@clem/core';
import { resMessageKey } from '../../resMessages';
import { money, price } from './slipMoney';
import type { SlipViewBasis, SlipViewInput } from './slipViewInput';

/**
 * A platform message, translated by its RES code with the values it speaks of: the limit, the
 * balance, and the old and new price (or spread, RES-00153) of its selection. A message without a
 * code is shown as the platform wrote it.
 */
export function messageText(
  message: SlipMessage,
  input: SlipViewInput,
  basis: SlipViewBasis,
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
          old: selection ? price(selection.decimal, input) : '',
          new:
            single?.decimal !== null && single?.decimal !== undefined
              ? price(single.decimal, input)
              : '',
        };
  const limit = message.code === 'RES-00140' ? basis.limits.min : basis.limits.max;
  return input.t(resMessageKey(message.code), {
    limit: money(limit, input.currency),
    balance: basis.balanceText ?? '',
    ...priceValues,
  });
}
