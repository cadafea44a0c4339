export {
  betslipPicks,
  pickToggled,
  selectIsPicked,
  selectPickCount,
  selectPicks,
  initialBetslipPicksState,
  type BetslipPick,
  type BetslipPicksState,
} from './picksSlice';
