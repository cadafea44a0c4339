/**
 * `@clem/betslip/mybets/listeners`: the bet-count poll and My Bets' calls. The shell loads this
 * with a dynamic import once a player is logged in, so anonymous pages never ship it.
 */
export { registerMyBetsListeners, type MyBetsListenerDeps } from './myBetsListeners';
export { myBetsApi } from './myBetsApi';
