export * from './sportTree';
export * from './messageCatalogues';
export * from './money';
// The odds rules; the price text a player sees is `oddsText` of the display module (one formatter).
export {
  MAX_DECIMAL_PRICE,
  NO_PRICE_TEXT,
  fromFormat,
  isValidDecimalPrice,
  showsNegativeOdds,
  toFormat,
  type OddsDisplay,
} from './odds';
export * from './format/display';
export * from './oddsFormat';
export * from './oddsLadder';
export * from './combinations';
export * from './keypad';
export * from './betTax';
export * from './featureGating';
export * from './audiences';
export * from './storageKeys';
export * from './betslipOrigin';
export * from './vip';
export * from './events';
export * from './favouritesCookie';
export * from './links';
export * from './betslip/systemBets';
export * from './betslip/stakeRules';
export * from './betslip/slipRules';
export * from './betslip/slipConfig';
export * from './betslip/parlayExtra';
export * from './live/liveFilters';
export * from './live/scoreboard';
