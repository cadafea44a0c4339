export { sportsMessages, sportsLocales, sportsMessagesEnglish } from './messages';
export { SportsHome, type SportsHomeProps } from './sportTree/components/SportsHome';
export { SportTreeNav, type SportTreeNavProps } from './sportTree/components/SportTreeNav';
