/**
 * `@clem/betslip/mybets`: the light part of My Bets that any page may load (the footer's badge
 * does): the bet count's state, selectors and refresh request, its slice, and the pure rules. No calls, no
 * schemas, no components: the poll is `@clem/betslip/mybets/listeners`, the screens
 * `@clem/betslip/mybets/ui`, each loaded when needed.
 */
export { betCountSet, myBets, myBetsSlice } from './myBetsSlice';
export {
  initialMyBetsState,
  myBetsRefreshRequested,
  selectBetCount,
  selectBetCountInitialized,
  selectCountdownBets,
  type MyBetsState,
  type WithMyBets,
} from './myBetsState';
export {
  betCountPollInterval,
  betCountPollPhase,
  betReturns,
  DEFAULT_BET_COUNT_POLL_MS,
  DEFAULT_MY_BETS_TAB,
  fetchesBetCountNow,
  formatBetMoney,
  formatBetOdds,
  formatSpread,
  isSettled,
  MAX_BET_COUNT_POLL_MS,
  MIN_BET_COUNT_POLL_MS,
  NOT_AVAILABLE_TEXT,
  normaliseBetCount,
  openBetGroups,
  SETTLED_BETS_HISTORY,
  showsUnitStake,
  sortedLegs,
  sortSettledBets,
  type BetCountFetchTrigger,
  type BetCountPollInput,
  type BetCountPollPhase,
  type BetMoneyFormat,
  type BetReturns,
  type MyBetGroup,
  type MyBetsTab,
} from './myBetsRules';
