/**
 * `@clem/sports/server`: the sports pages for the brand apps' server pages (composed in
 * @clem/shell). Each page builds what it shows and loads from a `SportsContext` and answers its
 * content or a decision (not found, a redirect, an error state); the frame around it, streaming
 * and the error states' look are shell's. The client islands the pages use (odds buttons, the
 * favourite star, the sibling dropdown, the page refresher, the later rows, the special-page gate)
 * load with them.
 */
export { sportsContext, type SportsContext } from './pages/sportsContext';
export { SportsRefresher } from './pages/SportsRefresher';
export type { RoutedSportsPage, SportsPage, SportsPageResult } from './pages/pageResult';
export type { SearchParams } from './pages/pageParams';
export { sportsHomePage, type SportsHomeSources } from './pages/homePage';
export { sportPage, specialRootPage } from './pages/sportPage';
export { countryPage, leaguePage } from './pages/competitionPages';
export { fixturesPage, outrightsPage } from './pages/allSportsLists';
export { eventPage } from './pages/eventPage';
export { liveEventPage } from './live/liveEventPage';
export { liveHomePage, liveHomePageMeta, liveSportPage, liveSportPageMeta } from './live/livePages';
export {
  countryPageMeta,
  eventPageMeta,
  leaguePageMeta,
  sportPageMeta,
  type SportsPageMeta,
} from './pages/pageIdentity';
export {
  SCOREBOARD_BACKGROUND_FILES,
  scoreboardBackgroundPng,
} from './live/scoreboard/backgrounds/backgroundPng';
