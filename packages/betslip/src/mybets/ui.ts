/**
 * `@clem/betslip/mybets/ui`: My Bets' screens (styled, with their calls). Load it lazily: the
 * shell does, for the mobile modal and the /open_bets page. The components need the `betslip`
 * messages in their next-intl provider.
 */
export { ConnectedMyBets, type ConnectedMyBetsProps } from './ConnectedMyBets';
export {
  BetCard,
  MyBetsEmpty,
  MyBetsError,
  MyBetsLoading,
  MyBetsLoginPrompt,
  MyBetsPanel,
  type BetCardProps,
  type MyBetsListState,
  type MyBetsPanelProps,
} from './components';
