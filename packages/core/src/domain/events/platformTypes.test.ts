import { eventSchema, type SportEvent } from '../../platform/schemas/events';
import {
  displayMarkets,
  eventHref,
  eventSlug,
  groupEventsByLeague,
  groupMarketsByPeriod,
  listColumns,
  marketTitle,
  outcomeLabel,
  pickColumnMarket,
} from './index';

/** The platform's parsed types fit every generic of this folder (a compile-time check too). */
describe('with the platform schemas', () => {
  const event: SportEvent = eventSchema.parse({
    id: 7,
    name: 'Arsenal v Chelsea',
    slug: '7-arsenal-v-chelsea',
    sportCode: 'FOOT',
    eventPaths: [
      { id: 1, description: 'Football', slug: 'football' },
      { id: 10, description: 'England', slug: 'england' },
      { id: 100, description: 'Premier League', slug: 'premier-league' },
    ],
    opponents: [],
    eventDate: '2026-06-15T15:00:00Z',
    markets: [
      {
        id: 1,
        eventId: 7,
        description: 'Asian Handicap',
        marketTypeId: 3021,
        marketGroup: 'HDP',
        periodId: 100,
        period: {
          id: 100,
          abbreviation: 'FT',
          description: 'Full Time',
          sequence: 0,
          periodTypeId: 1,
        },
        status: 'open',
        feedId: 'feed-3021',
        outcomes: [
          {
            id: 2,
            description: 'Chelsea',
            ordinalPosition: 2,
            currentPrice: { id: 2, decimal: 1.9, spread: 0.5 },
          },
          {
            id: 1,
            description: 'Arsenal',
            ordinalPosition: 1,
            currentPrice: { id: 1, decimal: 1.9, spread: -0.5 },
          },
        ],
      },
    ],
  });

  it('runs the rules on parsed events', () => {
    expect(eventSlug(event)).toBe('7-arsenal-v-chelsea');
    expect(eventHref(event)).toBe('/events/7-arsenal-v-chelsea');
    const [group] = groupEventsByLeague([event], 'competition');
    expect(group?.leagueName).toBe('Premier League');
    const markets = displayMarkets(event.markets);
    expect(groupMarketsByPeriod(markets).map((g) => g.description)).toEqual(['Full Time']);
    const [hdp] = listColumns(event.sportCode, 'asian');
    const market = hdp && pickColumnMarket(markets, hdp);
    expect(market && marketTitle(market)).toBe('Asian Handicap');
    expect(market?.outcomes.map((o) => outcomeLabel(o, market))).toEqual([
      'Arsenal -0.5',
      'Chelsea +0.5',
    ]);
    expect(displayMarkets(event.markets, new Set(['feed-3021']))[0]?.status).toBe('suspended');
  });
});
