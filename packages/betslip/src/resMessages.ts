import type { MessageCatalogue } from '@clem/core/domain';
import { isResCode } from '@clem/core/schemas';
import { betslipCatalogues } from './messages';

/**
 * The message key, relative to the `betslip` namespace, for a platform response code
 * (`reasonJson.responseCode`, betting-area §8): `res.RES00056` for RES-00056, and `unknownError`
 * for anything that is not a known RES code (an unknown, empty or non-RES code).
 *
 * Pure; the caller formats it, e.g. `useTranslations('betslip')(resMessageKey(code), values)`.
 * Arguments some messages take: `{limit}` (RES-00034 max stake, RES-00140 min stake), `{balance}`
 * (RES-00056), `{old}` and `{new}` (RES-00152 price change, RES-00153 spread change).
 */
export function resMessageKey(code: string): string {
  return isResCode(code) ? `res.${code.replace('-', '')}` : 'unknownError';
}

/**
 * The betslip's messages for a locale code (`{ betslip: { … } }`), English for a locale without a
 * catalogue. Each locale's JSON is a dynamic import, so it is fetched with the betslip's lazy code
 * when the slip opens, never on a page that has not opened it.
 */
export async function loadBetslipMessages(locale: string): Promise<MessageCatalogue> {
  return betslipCatalogues.load(betslipCatalogues.locales.includes(locale) ? locale : 'en');
}
