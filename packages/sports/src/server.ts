/**
 * `@clem/sports/server`: what the brand apps' server pages (in @clem/shell) render. Server
 * components and pure view builders; the client islands they use (odds buttons, the favourite
 * star, the sibling dropdown, the page refresher, the special-page gate) load with them.
 */
export { SportsHomeView, type SportsHomeViewProps } from './pages/SportsHomeView';
export { SportsListPage, type SportsListPageProps } from './pages/SportsListPage';
export { EventPageView, type EventPageViewProps } from './pages/EventPageView';
export {
  SpecialPageView,
  type SpecialPageViewProps,
  type SpecialPageLike,
} from './pages/SpecialPageView';
export { Chip, Chips } from './pages/parts';
export {
  leagueGroupsView,
  eventLink,
  rowCount,
  sliceGroups,
  type ListViewContext,
} from './pages/listView';
export { rowBatches } from './pages/rowBatches';
export { EventList } from './events/EventList';
export { rowLabels, eventRowLabels, type SportsT } from './pages/labels';
export { DateLabel, type DateLabelProps } from './events/DateLabel';
export { dateText, eventRowView, type EventRowView, type RowLabels } from './events/rowView';
export { PageRefresher, EVENT_LIST_POLL_MS } from './islands/PageRefresher';
export { LocalDates } from './islands/LocalDates';
export { LaterRows, type LaterRowsProps } from './islands/LaterRows';
export type { SiblingGroup, SiblingEventLink } from './event/SiblingEvents';
export type { LeagueGroupView } from './events/EventList';
