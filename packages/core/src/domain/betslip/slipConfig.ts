import type { PlatformSettings } from '../../platform/schemas/settings';
import { settingsDefaults } from '../../platform/schemas/settingsDefaults';
import type { SlipLine, SlipPick, SlipState } from './slipRules';

/*
 * The slip's settings and its empty state, apart from the rules in `slipRules.ts`: an odds button
 * and the betslip's selectors need these on every page, the rules only once the slip changes (the
 * betslip's reducer is loaded then), so a page's first JavaScript carries no slip rules.
 */

/** Settings the slip rules use. */
export interface SlipConfig {
  /** max_bets_on_betslip: the most selections a slip may hold. */
  maxBets: number;
}

export const DEFAULT_SLIP_CONFIG: SlipConfig = Object.freeze({
  maxBets: settingsDefaults.max_bets_on_betslip,
});

/**
 * The slip config from the settings. A max_bets_on_betslip below 1 or not a finite number would
 * make the slip unusable, so it is taken as the §9 default (15); a fraction is rounded down.
 */
export function slipConfigFromSettings(
  settings: Pick<PlatformSettings, 'max_bets_on_betslip'>,
): SlipConfig {
  const max = settings.max_bets_on_betslip;
  return {
    maxBets: Number.isFinite(max) && max >= 1 ? Math.floor(max) : DEFAULT_SLIP_CONFIG.maxBets,
  };
}

export function emptySlip<
  P extends SlipPick = SlipPick,
  L extends SlipLine = SlipLine,
>(): SlipState<P, L> {
  return {
    open: false,
    expanded: false,
    showSystemBets: false,
    selections: [],
    multiples: [],
    systems: [],
    stakes: {},
    activeBet: undefined,
    errors: [],
    placement: 'idle',
  };
}
