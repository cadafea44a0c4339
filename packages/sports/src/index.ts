export { sportsMessages, sportsLocales, sportsMessagesEnglish } from './messages';
export { OddsButton, type OddsButtonProps, MOVEMENT_MS } from './odds/OddsButton';
export { FavouriteStar, type FavouriteStarProps } from './events/FavouriteStar';
export { EventRow, type EventRowProps, type EventRowLabels } from './events/EventRow';
export { EventList, type EventListProps, type LeagueGroupView } from './events/EventList';
export { MarketGroups, type MarketGroupsProps } from './event/MarketGroups';
export { eventMarketsView, type PeriodView, type MarketView } from './event/marketView';
export { SiblingEvents, type SiblingEventsProps } from './event/SiblingEvents';
export { eventRowView, dateText, type EventRowView } from './events/rowView';
export {
  LiveCompetitionFilter,
  type LiveCompetitionFilterProps,
} from './live/filters/LiveCompetitionFilter';
export { LiveDesktopFilter, type LiveDesktopFilterProps } from './live/filters/LiveDesktopFilter';
export { useLiveEventFilter, type LiveFilterMode } from './live/filters/useLiveEventFilter';
export {
  liveFilterSlice,
  selectLiveFilter,
  selectDesktopLiveFilter,
} from './live/filters/liveFilterSlice';
