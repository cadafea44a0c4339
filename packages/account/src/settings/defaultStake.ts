/**
 * Default stake input (account-and-shell §5 settings: "numeric, one leading zero stripped,
 * rounded to the currency precision on save"). Money never goes through a float: the text is
 * split into digits and counted in BigInt minor units.
 */

/**
 * The longest stake text a player can type, decimal point included. The spec gives no limit;
 * 12 characters hold 999,999,999,999 (more than any stake limit, VND in thousands included)
 * and keep the value a safe integer in minor units at every precision up to 3.
 */
export const DEFAULT_STAKE_MAX_LENGTH = 12;

const STAKE_TEXT = /^\d*(\.\d*)?$/;

/**
 * The keystroke rule: `typed` is the field's whole new text. Anything that is not digits with at
 * most one '.' is refused (the previous text stays), so is a text longer than
 * DEFAULT_STAKE_MAX_LENGTH. One leading zero before a digit is stripped ("05" → "5", "00" →
 * "0"); "0" and "0.5" stay. An empty field is allowed (no default stake).
 */
export function defaultStakeInput(previous: string, typed: string): string {
  if (typed === '') return '';
  if (!STAKE_TEXT.test(typed)) return previous;
  const stripped =
    typed.length > 1 && typed[0] === '0' && typed[1] !== '.' ? typed.slice(1) : typed;
  if (stripped.length > DEFAULT_STAKE_MAX_LENGTH) return previous;
  return stripped;
}

/**
 * The typed text → integer minor units, on save. Fractions beyond the currency precision are
 * rounded half up ("1.005" at precision 2 → 101). `displayScale` 1000 means the player types
 * thousands (VND, IDR), as everywhere amounts are shown. Empty text (or just ".") is null (no
 * default stake); text that is not a stake, or too large for a safe integer, is null as well.
 */
export function defaultStakeToMinor(
  text: string,
  precision: number,
  displayScale: number = 1,
): number | null {
  const clean = text.trim();
  if (!STAKE_TEXT.test(clean) || clean === '' || clean === '.') return null;
  if (!Number.isInteger(precision) || precision < 0) return null;
  const [whole = '', fraction = ''] = clean.split('.');
  const kept = fraction.slice(0, precision).padEnd(precision, '0');
  const firstDropped = fraction.charAt(precision);
  let minor = BigInt(`${whole}${kept}` || '0');
  if (firstDropped !== '' && firstDropped >= '5') minor += 1n;
  minor *= BigInt(displayScale === 1000 ? 1000 : 1);
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return Number(minor);
}

/**
 * Minor units → the text the field starts with: no thousands separators, trailing zero decimals
 * dropped ("1050" at precision 2 → "10.5"), nothing for null.
 */
export function defaultStakeToText(
  minor: number | null,
  precision: number,
  displayScale: number = 1,
): string {
  if (minor === null || !Number.isSafeInteger(minor) || minor < 0) return '';
  const shown = BigInt(minor) / BigInt(displayScale === 1000 ? 1000 : 1);
  if (precision <= 0) return shown.toString();
  const scale = 10n ** BigInt(precision);
  const fraction = (shown % scale).toString().padStart(precision, '0').replace(/0+$/, '');
  return `${shown / scale}${fraction ? `.${fraction}` : ''}`;
}
