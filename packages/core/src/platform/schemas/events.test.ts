import { describe, expect, it } from 'vitest';
import {
  epwConfigSchema,
  eventSchema,
  eventsResponseSchema,
  marketSchema,
  oddsLadderResponseSchema,
} from './index';

const outcome = {
  id: 5000001,
  description: 'Arsenal',
  ordinalPosition: 1,
  opponentId: 700001,
  hidden: false,
  currentPrice: { id: 105000001, decimal: 1.85, spread: null, spread2: null },
};

const market = {
  id: 2000001,
  eventId: 1000001,
  description: 'Match Result',
  marketTypeId: 1,
  marketTypeStyle: 'THREE_OUTCOME',
  periodId: 100,
  period: { id: 100, abbreviation: 'FT', description: 'Full Time', sequence: 0, periodTypeId: 1 },
  status: 'open',
  outcomes: [outcome],
};

const event = {
  id: 1000001,
  name: 'Arsenal vs Chelsea',
  slug: '1000001-arsenal-vs-chelsea',
  sportCode: 'FOOT',
  eventPaths: [
    { id: 1, description: 'Football', slug: 'football' },
    { id: 1002, description: 'England', slug: 'england' },
    { id: 100201, description: 'Premier League', slug: 'premier-league' },
  ],
  opponents: [
    { id: 700001, description: 'Arsenal' },
    { id: 700002, description: 'Chelsea' },
  ],
  eventDate: '2026-11-23T15:00:00.000Z',
  markets: [market],
  someNewField: 'kept',
};

describe('event schemas', () => {
  it('parses an event and keeps unknown fields', () => {
    const parsed = eventSchema.parse(event);
    expect(parsed.someNewField).toBe('kept');
    expect(parsed.isFinished).toBe(false);
    expect(parsed.markets[0]?.outcomes[0]?.currentPrice.decimal).toBe(1.85);
  });

  it('parses a page of events', () => {
    const page = { events: [event], paging: { page: 1, eventsPerPage: 20, total: 1 } };
    expect(eventsResponseSchema.parse(page).events).toHaveLength(1);
  });

  it('catches drift: unknown market status, float noise in prices, missing paging', () => {
    expect(marketSchema.safeParse({ ...market, status: 'OPEN_NOW' }).success).toBe(false);
    const noisy = { ...outcome, currentPrice: { id: 1, decimal: 1.8500001 } };
    expect(marketSchema.safeParse({ ...market, outcomes: [noisy] }).success).toBe(false);
    expect(eventsResponseSchema.safeParse({ events: [event] }).success).toBe(false);
    expect(eventSchema.safeParse({ ...event, eventDate: 'tomorrow' }).success).toBe(false);
  });

  it('sorts the EPW config by bet size', () => {
    const parsed = epwConfigSchema.parse({
      epwPromoFilterValues: [
        { betSize: 5, percentage: 7 },
        { betSize: 3, percentage: 3 },
      ],
      maxAmount: 100,
    });
    expect(parsed.epwPromoFilterValues.map((value) => value.betSize)).toEqual([3, 5]);
  });

  it('accepts the odds ladder with PPB and POWER_ODDS margins', () => {
    const parsed = oddsLadderResponseSchema.parse({
      odds: [1.01, 1.02, 1000],
      margins: [
        { brandMarginType: 'PPB', leagueId: 1, marketTypeId: 1, outcomeId: 2, margin: 0.02 },
        { brandMarginType: 'POWER_ODDS', eventId: 3, margin: -0.02 },
      ],
      version: 3,
    });
    expect(parsed.margins).toHaveLength(2);
    expect(oddsLadderResponseSchema.safeParse({ odds: [], margins: [] }).success).toBe(false);
  });
});
