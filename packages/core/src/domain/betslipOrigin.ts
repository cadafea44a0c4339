/**
 * The betslip's originId (betting §3 "Betslip model", §9): 11 by default; the native app variants
 * named by the `betslip-origin` query flag force their own origin. Which variant gets which of
 * the spec's two forced values is not written down: dafa_native_app takes 20 and msw-maya 21, in
 * the order the spec lists them.
 */
export const DEFAULT_ORIGIN_ID = 11;

export const NATIVE_APP_ORIGIN_IDS: Readonly<Record<string, number>> = {
  dafa_native_app: 20,
  'msw-maya': 21,
};

export function betslipOriginId(betslipOrigin: string | null | undefined): number {
  if (!betslipOrigin || !Object.hasOwn(NATIVE_APP_ORIGIN_IDS, betslipOrigin)) {
    return DEFAULT_ORIGIN_ID;
  }
  return NATIVE_APP_ORIGIN_IDS[betslipOrigin] ?? DEFAULT_ORIGIN_ID;
}
