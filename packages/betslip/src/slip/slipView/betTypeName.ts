import { BET_TYPE_BASE, MAX_FOLD_LEGS } from '@clem/core';
import type { BetslipMultiple } from '@clem/core/schemas';
import type { Translate } from './slipViewInput';

/**
 * The name a line shows, in the player's language. A multiple is named from its bet type id
 * (200000 + legs) and its number of bets: Double, Treble, N-Fold for one bet, Doubles, Trebles,
 * N-Folds for a line of several, translated in the betslip's catalogues (`betType.*`); the
 * platform's English description is never shown for one.
 *
 * System bundles keep the platform's name (Trixie, Patent, Yankee, Lucky 15, Canadian, Heinz,
 * Super Heinz, Goliath): they are proper names that books across Europe, Latin America and Asia
 * print as they are, and the line's number of bets beside it says what it is in any language.
 */
export function betLineName(
  line: Pick<BetslipMultiple, 'betTypeId' | 'noOfBets' | 'description'>,
  kind: 'multiple' | 'system',
  t: Translate,
): string {
  const legs = line.betTypeId - BET_TYPE_BASE;
  if (kind !== 'multiple' || !Number.isInteger(legs) || legs < 2 || legs > MAX_FOLD_LEGS) {
    return line.description;
  }
  const several = line.noOfBets > 1;
  if (legs === 2) return t(several ? 'betType.doubles' : 'betType.double');
  if (legs === 3) return t(several ? 'betType.trebles' : 'betType.treble');
  return t(several ? 'betType.folds' : 'betType.fold', { legs });
}
