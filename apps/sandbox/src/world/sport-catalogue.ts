/**
 * The sports, countries and leagues of the sandbox world. Names and order are fixed; the seed
 * only decides how many events each league has. Ids are derived from positions (see seed.ts), so
 * append new countries and leagues at the end of their list to keep existing ids stable.
 */
export interface CatalogueCountry {
  readonly name: string;
  readonly leagues: readonly string[];
}

export interface CatalogueSport {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  /** How many events a league of this sport has, at least and at most. */
  readonly eventsPerLeague: readonly [number, number];
  readonly countries: readonly CatalogueCountry[];
}

const INTERNATIONAL = 'International';

export const SPORT_CATALOGUE: readonly CatalogueSport[] = [
  {
    id: 1,
    code: 'FOOT',
    name: 'Football',
    eventsPerLeague: [4, 40],
    countries: [
      {
        name: INTERNATIONAL,
        leagues: [
          'UEFA Champions League',
          'UEFA Europa League',
          'UEFA Conference League',
          'International Friendlies',
        ],
      },
      {
        name: 'England',
        leagues: ['Premier League', 'Championship', 'League One', 'League Two', 'FA Cup'],
      },
      { name: 'Spain', leagues: ['LaLiga', 'LaLiga 2', 'Copa del Rey'] },
      { name: 'Germany', leagues: ['Bundesliga', '2. Bundesliga', 'DFB-Pokal'] },
      { name: 'Italy', leagues: ['Serie A', 'Serie B', 'Coppa Italia'] },
      { name: 'France', leagues: ['Ligue 1', 'Ligue 2'] },
      { name: 'Netherlands', leagues: ['Eredivisie'] },
      { name: 'Portugal', leagues: ['Primeira Liga'] },
      { name: 'Brazil', leagues: ['Série A', 'Série B'] },
      { name: 'Argentina', leagues: ['Liga Profesional'] },
      { name: 'USA', leagues: ['MLS'] },
      { name: 'Japan', leagues: ['J1 League', 'J2 League'] },
      { name: 'Philippines', leagues: ['Philippines Football League'] },
      { name: 'Kenya', leagues: ['Premier League', 'National Super League'] },
      { name: 'Ghana', leagues: ['Premier League', 'Division One League'] },
      { name: 'Nigeria', leagues: ['NPFL'] },
      { name: 'South Africa', leagues: ['Premiership'] },
    ],
  },
  {
    id: 2,
    code: 'BASK',
    name: 'Basketball',
    eventsPerLeague: [3, 24],
    countries: [
      { name: INTERNATIONAL, leagues: ['EuroLeague', 'EuroCup', 'FIBA Champions League'] },
      { name: 'USA', leagues: ['NBA', 'NCAA', 'WNBA'] },
      { name: 'Spain', leagues: ['Liga ACB'] },
      { name: 'Germany', leagues: ['BBL'] },
      { name: 'Italy', leagues: ['Lega Basket Serie A'] },
      { name: 'Philippines', leagues: ['PBA', 'MPBL'] },
      { name: 'Japan', leagues: ['B.League'] },
    ],
  },
  {
    id: 3,
    code: 'TENN',
    name: 'Tennis',
    eventsPerLeague: [4, 48],
    countries: [
      {
        name: INTERNATIONAL,
        leagues: ['ATP Tour', 'WTA Tour', 'ATP Challenger Tour', 'ITF Men', 'ITF Women'],
      },
      { name: 'Australia', leagues: ['Australian Open'] },
      { name: 'France', leagues: ['Roland Garros'] },
      { name: 'England', leagues: ['Wimbledon'] },
      { name: 'USA', leagues: ['US Open'] },
    ],
  },
  {
    id: 4,
    code: 'PADL',
    name: 'Padel',
    eventsPerLeague: [4, 16],
    countries: [
      { name: INTERNATIONAL, leagues: ['Premier Padel', 'FIP Tour', 'A1 Padel'] },
      { name: 'Spain', leagues: ['Madrid P1', 'Malaga P1'] },
      { name: 'Argentina', leagues: ['Buenos Aires P2'] },
    ],
  },
  {
    id: 5,
    code: 'ICEH',
    name: 'Ice Hockey',
    eventsPerLeague: [3, 16],
    countries: [
      { name: INTERNATIONAL, leagues: ['IIHF World Championship', 'Champions Hockey League'] },
      { name: 'USA', leagues: ['NHL', 'AHL'] },
      { name: 'Russia', leagues: ['KHL'] },
      { name: 'Sweden', leagues: ['SHL', 'HockeyAllsvenskan'] },
      { name: 'Finland', leagues: ['Liiga'] },
      { name: 'Czech Republic', leagues: ['Extraliga'] },
      { name: 'Germany', leagues: ['DEL'] },
    ],
  },
  {
    id: 6,
    code: 'VOLL',
    name: 'Volleyball',
    eventsPerLeague: [2, 12],
    countries: [
      { name: INTERNATIONAL, leagues: ['CEV Champions League', 'Volleyball Nations League'] },
      { name: 'Italy', leagues: ['SuperLega', 'Serie A1 Women'] },
      { name: 'Poland', leagues: ['PlusLiga'] },
      { name: 'Turkey', leagues: ['Efeler Ligi'] },
      { name: 'Brazil', leagues: ['Superliga'] },
      { name: 'Japan', leagues: ['SV.League'] },
      { name: 'Philippines', leagues: ['Premier Volleyball League'] },
    ],
  },
  {
    id: 7,
    code: 'CRIC',
    name: 'Cricket',
    eventsPerLeague: [1, 10],
    countries: [
      {
        name: INTERNATIONAL,
        leagues: ['Test Series', 'One Day Internationals', 'T20 Internationals'],
      },
      { name: 'India', leagues: ['Indian Premier League', 'Ranji Trophy'] },
      { name: 'England', leagues: ['County Championship', 'T20 Blast', 'The Hundred'] },
      { name: 'Australia', leagues: ['Big Bash League', 'Sheffield Shield'] },
      { name: 'Pakistan', leagues: ['Pakistan Super League'] },
      { name: 'South Africa', leagues: ['SA20'] },
      { name: 'West Indies', leagues: ['Caribbean Premier League'] },
    ],
  },
  {
    id: 8,
    code: 'BOXI',
    name: 'Boxing',
    eventsPerLeague: [1, 6],
    countries: [
      {
        name: INTERNATIONAL,
        leagues: ['WBC World Titles', 'WBA World Titles', 'IBF World Titles', 'WBO World Titles'],
      },
      { name: 'USA', leagues: ['Top Rank Boxing', 'Premier Boxing Champions'] },
      { name: 'England', leagues: ['British Titles'] },
      { name: 'Philippines', leagues: ['OPBF Titles'] },
    ],
  },
  {
    id: 9,
    code: 'CSGO',
    name: 'Counter-Strike',
    eventsPerLeague: [2, 14],
    countries: [
      {
        name: INTERNATIONAL,
        leagues: ['ESL Pro League', 'BLAST Premier', 'Intel Extreme Masters', 'PGL Major'],
      },
      { name: 'Europe', leagues: ['European Pro League', 'CCT Europe'] },
      { name: 'South America', leagues: ['CCT South America'] },
      { name: 'Asia', leagues: ['CCT Asia'] },
    ],
  },
  {
    id: 10,
    code: 'DOTA',
    name: 'Dota 2',
    eventsPerLeague: [2, 12],
    countries: [
      { name: INTERNATIONAL, leagues: ['The International', 'DreamLeague', 'ESL One'] },
      { name: 'Europe', leagues: ['European Pro League'] },
      { name: 'Southeast Asia', leagues: ['ESL SEA Championship'] },
    ],
  },
  {
    id: 11,
    code: 'LOLS',
    name: 'League of Legends',
    eventsPerLeague: [2, 12],
    countries: [
      { name: INTERNATIONAL, leagues: ['World Championship', 'Mid-Season Invitational'] },
      { name: 'Korea', leagues: ['LCK', 'LCK Challengers League'] },
      { name: 'China', leagues: ['LPL'] },
      { name: 'Europe', leagues: ['LEC'] },
      { name: 'North America', leagues: ['LTA North'] },
      { name: 'Asia Pacific', leagues: ['LCP'] },
    ],
  },
  {
    id: 12,
    code: 'EFOT',
    name: 'eFootball',
    eventsPerLeague: [8, 40],
    countries: [
      {
        name: INTERNATIONAL,
        leagues: [
          'Esoccer Battle - 8 mins play',
          'Esoccer GT Leagues - 12 mins play',
          'Esoccer H2H GG League - 8 mins play',
        ],
      },
      { name: 'England', leagues: ['ePremier League'] },
    ],
  },
  {
    id: 13,
    code: 'EBSK',
    name: 'eBasketball',
    eventsPerLeague: [8, 32],
    countries: [
      {
        name: INTERNATIONAL,
        leagues: ['Ebasketball Battle - 4x5mins', 'Ebasketball H2H GG League - 4x5mins'],
      },
      { name: 'USA', leagues: ['NBA 2K League'] },
    ],
  },
  {
    id: 14,
    code: 'VICR',
    name: 'Virtual Cricket',
    eventsPerLeague: [6, 24],
    countries: [
      { name: INTERNATIONAL, leagues: ['Virtual T20 World Cup', 'Virtual Test Series'] },
      { name: 'India', leagues: ['Virtual T20 League'] },
    ],
  },
];
