export { BetCard, type BetCardProps } from './BetCard';
export { MyBetsPanel, type MyBetsListState, type MyBetsPanelProps } from './MyBetsPanel';
export { MyBetsEmpty, MyBetsError, MyBetsLoading, MyBetsLoginPrompt } from './MyBetsStates';
