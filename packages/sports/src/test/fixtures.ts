import type { Market, SportEvent } from '@clem/core';

let nextId = 1;
const id = () => nextId++;

export function outcome(description: string, decimal: number, ordinalPosition: number, extra = {}) {
  return {
    id: id(),
    description,
    ordinalPosition,
    hidden: false,
    currentPrice: { id: id(), decimal, spread: null, spread2: null },
    ...extra,
  };
}

export function market(
  marketTypeId: number,
  marketGroup: string,
  description: string,
  outcomes: Market['outcomes'],
  extra: Partial<Market> = {},
): Market {
  return {
    id: id(),
    eventId: 0,
    description,
    marketTypeId,
    marketTypeStyle: outcomes.length === 3 ? 'THREE_OUTCOME' : 'TWO_OUTCOME',
    marketGroup,
    periodId: 100,
    period: {
      id: 100,
      abbreviation: 'FT',
      description: 'Full Time',
      sequence: 1,
      periodTypeId: 1,
    },
    status: 'open',
    outcomes,
    ...extra,
  };
}

export function footballEvent(extra: Partial<SportEvent> = {}): SportEvent {
  return {
    id: 1000134,
    name: 'Aston Villa vs Newcastle United',
    slug: '1000134-aston-villa-vs-newcastle-united',
    sportCode: 'FOOT',
    eventPaths: [
      { id: 1, description: 'Football', slug: 'football' },
      { id: 12, description: 'England', slug: 'england' },
      { id: 120, description: 'Premier League', slug: 'premier-league' },
    ],
    liveStreaming: false,
    opponents: [
      { id: 1, description: 'Aston Villa' },
      { id: 2, description: 'Newcastle United' },
    ],
    isFinished: false,
    eventDate: '2026-11-24T06:24:00.000Z',
    markets: [
      market(1, 'WIN_DRAW_WIN', 'Match Result', [
        outcome('Aston Villa', 2.01, 1),
        outcome('Draw', 4.35, 2),
        outcome('Newcastle United', 3.35, 3),
      ]),
      market(3021, 'HDP', 'Asian Handicap', [
        outcome('Aston Villa', 1.92, 1, { currentPrice: { id: 90, decimal: 1.92, spread: -0.5 } }),
        outcome('Newcastle United', 2, 2, { currentPrice: { id: 91, decimal: 2, spread: 0.5 } }),
      ]),
      market(13, 'OVER_UNDER', 'Total Goals', [
        outcome('Over', 1.85, 1, { currentPrice: { id: 92, decimal: 1.85, spread: 2.5 } }),
        outcome('Under', 1.95, 2, { currentPrice: { id: 93, decimal: 1.95, spread: 2.5 } }),
      ]),
    ],
    ...extra,
  };
}

export const labels = {
  today: 'Today',
  tomorrow: 'Tomorrow',
  draw: 'Draw',
  toWin: (name: string) => `${name} to win`,
  outcomeOf: (marketName: string, outcomeName: string) => `${marketName}: ${outcomeName}`,
};
