/**
 * Periods and market types of the sandbox world. Football uses the spec's default market type
 * ids (first half 12, 3021, 13, 3007, 1; both teams to score 350; next goal 2722); the other
 * sports' ids are the sandbox's own (the spec does not list them).
 */
export interface PeriodInfo {
  readonly id: number;
  readonly abbreviation: string;
  readonly fullAbbreviation: string;
  readonly description: string;
  readonly fullDescription: string;
  readonly sequence: number;
  readonly periodTypeId: number;
  readonly periodTypeInRunning: boolean;
  readonly periodTypeOrdinalPosition: number;
}

interface PeriodKind {
  readonly typeId: number;
  readonly abbreviation: string;
  readonly short: string;
  readonly noun: string;
}

const KINDS = {
  FT: { typeId: 1, abbreviation: 'FT', short: 'FT', noun: 'Full Time' },
  HALF: { typeId: 2, abbreviation: 'HALF', short: 'H', noun: 'Half' },
  QTR: { typeId: 3, abbreviation: 'QTR', short: 'Q', noun: 'Quarter' },
  SETS: { typeId: 4, abbreviation: 'SETS', short: 'S', noun: 'Set' },
  PERIOD: { typeId: 5, abbreviation: 'PERIOD', short: 'P', noun: 'Period' },
  MAP: { typeId: 6, abbreviation: 'MAP', short: 'M', noun: 'Map' },
} as const satisfies Record<string, PeriodKind>;

export type PeriodKindName = keyof typeof KINDS;

const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th'];

/** Period ids are `typeId * 100 + number`; full time is 100. */
export function period(kind: PeriodKindName, number = 0): PeriodInfo {
  const info = KINDS[kind];
  if (kind === 'FT') {
    return {
      id: 100,
      abbreviation: 'FT',
      fullAbbreviation: 'FT',
      description: 'Full Time',
      fullDescription: 'Full Time',
      sequence: 0,
      periodTypeId: info.typeId,
      periodTypeInRunning: false,
      periodTypeOrdinalPosition: 0,
    };
  }
  const description =
    kind === 'MAP' ? `Map ${number}` : `${ORDINALS[number - 1] ?? `${number}th`} ${info.noun}`;
  return {
    id: info.typeId * 100 + number,
    abbreviation: info.abbreviation,
    fullAbbreviation: `${info.short}${number}`,
    description,
    fullDescription: description,
    sequence: number,
    periodTypeId: info.typeId,
    periodTypeInRunning: true,
    periodTypeOrdinalPosition: number,
  };
}

/** The period of a period id (`typeId * 100 + number`); unknown ids give full time. */
export function periodFromId(id: number): PeriodInfo {
  const typeId = Math.floor(id / 100);
  const kind = (Object.keys(KINDS) as PeriodKindName[]).find(
    (name) => KINDS[name].typeId === typeId,
  );
  return kind === undefined || kind === 'FT' ? period('FT') : period(kind, id % 100);
}

export type MarketGroup =
  'WIN_DRAW_WIN' | 'HEAD_TO_HEAD' | 'HDP' | 'OVER_UNDER' | 'OUTRIGHT' | 'OTHER';

/** How outcomes are made: see event-generator.ts. */
export type MarketKind =
  'wdw' | 'h2h' | 'hdp' | 'ou' | 'btts' | 'nextGoal' | 'correctScore' | 'outright';

export interface MarketTemplate {
  readonly marketTypeId: number;
  readonly description: string;
  readonly kind: MarketKind;
  readonly group: MarketGroup;
  readonly period: PeriodInfo;
  /** Handicap or total lines in 1/1000; one market instance per line. */
  readonly lines?: readonly number[];
  /** Only offered in play. */
  readonly liveOnly?: boolean;
}

const styleOf: Record<MarketKind, string> = {
  wdw: 'THREE_OUTCOME',
  h2h: 'TWO_OUTCOME',
  hdp: 'TWO_OUTCOME',
  ou: 'TWO_OUTCOME',
  btts: 'TWO_OUTCOME',
  nextGoal: 'THREE_OUTCOME',
  correctScore: 'MULTI_OUTCOME',
  outright: 'MULTI_OUTCOME',
};

export function marketTypeStyle(kind: MarketKind): string {
  return styleOf[kind];
}

const FT = period('FT');
const H1 = period('HALF', 1);

const FOOTBALL: readonly MarketTemplate[] = [
  { marketTypeId: 1, description: 'Match Result', kind: 'wdw', group: 'WIN_DRAW_WIN', period: FT },
  {
    marketTypeId: 12,
    description: '1st Half Result',
    kind: 'wdw',
    group: 'WIN_DRAW_WIN',
    period: H1,
  },
  {
    marketTypeId: 3021,
    description: 'Asian Handicap',
    kind: 'hdp',
    group: 'HDP',
    period: FT,
    lines: [-500, -1000, -1500, 500],
  },
  {
    marketTypeId: 13,
    description: 'Total Goals',
    kind: 'ou',
    group: 'OVER_UNDER',
    period: FT,
    lines: [2500, 1500, 3500, 4500],
  },
  {
    marketTypeId: 3007,
    description: '1st Half Total Goals',
    kind: 'ou',
    group: 'OVER_UNDER',
    period: H1,
    lines: [500, 1500],
  },
  {
    marketTypeId: 350,
    description: 'Both Teams to Score',
    kind: 'btts',
    group: 'OTHER',
    period: FT,
  },
  {
    marketTypeId: 45,
    description: 'Correct Score',
    kind: 'correctScore',
    group: 'OTHER',
    period: FT,
  },
  {
    marketTypeId: 2722,
    description: 'Next Goal',
    kind: 'nextGoal',
    group: 'OTHER',
    period: FT,
    liveOnly: true,
  },
];

const quarters = (typeId: number, description: string, kind: MarketKind, lines?: number[]) =>
  [1, 2, 3, 4].map((number): MarketTemplate => ({
    marketTypeId: typeId,
    description: `${ORDINALS[number - 1] ?? ''} Quarter ${description}`,
    kind,
    group: kind === 'ou' ? 'OVER_UNDER' : 'HEAD_TO_HEAD',
    period: period('QTR', number),
    ...(lines ? { lines } : {}),
  }));

const perPeriod = (
  kind: PeriodKindName,
  numbers: readonly number[],
  typeId: number,
  description: string,
  marketKind: MarketKind,
): MarketTemplate[] =>
  numbers.map((number) => {
    const info = period(kind, number);
    return {
      marketTypeId: typeId,
      description: `${info.description} ${description}`,
      kind: marketKind,
      group: marketKind === 'wdw' ? 'WIN_DRAW_WIN' : 'HEAD_TO_HEAD',
      period: info,
    };
  });

const BASKETBALL: readonly MarketTemplate[] = [
  { marketTypeId: 2001, description: 'Money Line', kind: 'h2h', group: 'HEAD_TO_HEAD', period: FT },
  {
    marketTypeId: 2002,
    description: 'Handicap',
    kind: 'hdp',
    group: 'HDP',
    period: FT,
    lines: [-5500, -3500, -7500],
  },
  {
    marketTypeId: 2003,
    description: 'Total Points',
    kind: 'ou',
    group: 'OVER_UNDER',
    period: FT,
    lines: [165500, 160500, 170500],
  },
  ...quarters(2011, 'Money Line', 'h2h'),
  ...quarters(2013, 'Total Points', 'ou', [40500]),
];

const TENNIS: readonly MarketTemplate[] = [
  {
    marketTypeId: 3001,
    description: 'Match Winner',
    kind: 'h2h',
    group: 'HEAD_TO_HEAD',
    period: FT,
  },
  {
    marketTypeId: 3002,
    description: 'Set Handicap',
    kind: 'hdp',
    group: 'HDP',
    period: FT,
    lines: [-1500],
  },
  {
    marketTypeId: 3003,
    description: 'Total Games',
    kind: 'ou',
    group: 'OVER_UNDER',
    period: FT,
    lines: [22500, 21500, 23500],
  },
  ...perPeriod('SETS', [1, 2], 3011, 'Winner', 'h2h'),
];

const PADEL: readonly MarketTemplate[] = [
  {
    marketTypeId: 4001,
    description: 'Match Winner',
    kind: 'h2h',
    group: 'HEAD_TO_HEAD',
    period: FT,
  },
  {
    marketTypeId: 4003,
    description: 'Total Games',
    kind: 'ou',
    group: 'OVER_UNDER',
    period: FT,
    lines: [20500],
  },
  ...perPeriod('SETS', [1, 2], 4011, 'Winner', 'h2h'),
];

const ICE_HOCKEY: readonly MarketTemplate[] = [
  {
    marketTypeId: 5001,
    description: 'Match Result',
    kind: 'wdw',
    group: 'WIN_DRAW_WIN',
    period: FT,
  },
  {
    marketTypeId: 5002,
    description: 'Puck Line',
    kind: 'hdp',
    group: 'HDP',
    period: FT,
    lines: [-1500],
  },
  {
    marketTypeId: 5003,
    description: 'Total Goals',
    kind: 'ou',
    group: 'OVER_UNDER',
    period: FT,
    lines: [5500, 6500],
  },
  ...perPeriod('PERIOD', [1, 2, 3], 5011, 'Result', 'wdw'),
];

const VOLLEYBALL: readonly MarketTemplate[] = [
  {
    marketTypeId: 6001,
    description: 'Match Winner',
    kind: 'h2h',
    group: 'HEAD_TO_HEAD',
    period: FT,
  },
  {
    marketTypeId: 6003,
    description: 'Total Points',
    kind: 'ou',
    group: 'OVER_UNDER',
    period: FT,
    lines: [180500],
  },
  ...perPeriod('SETS', [1], 6011, 'Winner', 'h2h'),
];

const CRICKET: readonly MarketTemplate[] = [
  {
    marketTypeId: 7001,
    description: 'Match Winner',
    kind: 'h2h',
    group: 'HEAD_TO_HEAD',
    period: FT,
  },
  {
    marketTypeId: 7003,
    description: 'Total Match Sixes',
    kind: 'ou',
    group: 'OVER_UNDER',
    period: FT,
    lines: [12500],
  },
];

const BOXING: readonly MarketTemplate[] = [
  {
    marketTypeId: 8001,
    description: 'Fight Result',
    kind: 'wdw',
    group: 'WIN_DRAW_WIN',
    period: FT,
  },
  {
    marketTypeId: 8003,
    description: 'Total Rounds',
    kind: 'ou',
    group: 'OVER_UNDER',
    period: FT,
    lines: [9500],
  },
];

const ESPORTS: readonly MarketTemplate[] = [
  {
    marketTypeId: 9001,
    description: 'Match Winner',
    kind: 'h2h',
    group: 'HEAD_TO_HEAD',
    period: FT,
  },
  {
    marketTypeId: 9002,
    description: 'Map Handicap',
    kind: 'hdp',
    group: 'HDP',
    period: FT,
    lines: [-1500],
  },
  {
    marketTypeId: 9003,
    description: 'Total Maps',
    kind: 'ou',
    group: 'OVER_UNDER',
    period: FT,
    lines: [2500],
  },
  ...perPeriod('MAP', [1, 2], 9011, 'Winner', 'h2h'),
];

const E_FOOTBALL = FOOTBALL.filter((template) =>
  [1, 13, 350, 2722].includes(template.marketTypeId),
);
const E_BASKETBALL = BASKETBALL.filter((template) => [2001, 2003].includes(template.marketTypeId));

const BY_SPORT: Readonly<Record<string, readonly MarketTemplate[]>> = {
  FOOT: FOOTBALL,
  BASK: BASKETBALL,
  TENN: TENNIS,
  PADL: PADEL,
  ICEH: ICE_HOCKEY,
  VOLL: VOLLEYBALL,
  CRIC: CRICKET,
  VICR: CRICKET,
  BOXI: BOXING,
  CSGO: ESPORTS,
  DOTA: ESPORTS,
  LOLS: ESPORTS,
  EFOT: E_FOOTBALL,
  EBSK: E_BASKETBALL,
};

export function marketTemplates(sportCode: string): readonly MarketTemplate[] {
  return BY_SPORT[sportCode] ?? [];
}

/** The outright market of every league: "League Winner". */
export const OUTRIGHT_TEMPLATE: MarketTemplate = {
  marketTypeId: 40,
  description: 'Winner',
  kind: 'outright',
  group: 'OUTRIGHT',
  period: FT,
};

/** The live period kind of a sport, with how many periods a match has. */
export function livePeriodOf(sportCode: string): { kind: PeriodKindName; count: number } {
  switch (sportCode) {
    case 'FOOT':
    case 'EFOT':
      return { kind: 'HALF', count: 2 };
    case 'BASK':
    case 'EBSK':
      return { kind: 'QTR', count: 4 };
    case 'TENN':
    case 'PADL':
      return { kind: 'SETS', count: 3 };
    case 'VOLL':
      return { kind: 'SETS', count: 5 };
    case 'ICEH':
      return { kind: 'PERIOD', count: 3 };
    case 'CSGO':
    case 'DOTA':
    case 'LOLS':
      return { kind: 'MAP', count: 3 };
    default:
      return { kind: 'PERIOD', count: 2 };
  }
}
