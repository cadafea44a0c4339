import type { LiveChange, SportEvent } from '@clem/core/schemas';

/**
 * A live football match for the live slip's tests: event `id`, its match market `id * 10` on feed
 * `feed-a`, outcomes `id * 10 + 1..3` priced 2.10, 3.20 and 3.50.
 */
export function liveMatch(id: number): SportEvent {
  const marketId = id * 10;
  const prices = [2.1, 3.2, 3.5];
  return {
    id,
    name: `Arsenal vs Chelsea ${id}`,
    slug: `${id}-arsenal-vs-chelsea`,
    sportCode: 'FOOT',
    eventPaths: [{ id: 1, description: 'Football', slug: 'football' }],
    liveStreaming: false,
    opponents: [
      { id: 1, description: 'Arsenal' },
      { id: 2, description: 'Chelsea' },
    ],
    scores: [
      { opponentId: 1, points: 0, formattedPoints: '0' },
      { opponentId: 2, points: 0, formattedPoints: '0' },
    ],
    clock: { minutes: 10, status: 'RUNNING' },
    currentPeriod: { abbreviation: 'H1', number: 1 },
    isFinished: false,
    eventDate: '2026-11-24T10:00:00Z',
    markets: [
      {
        id: marketId,
        eventId: id,
        description: 'Match Result',
        marketTypeId: 1,
        marketTypeStyle: 'THREE_OUTCOME',
        periodId: 1,
        period: { id: 1, abbreviation: 'M', description: 'Match', sequence: 1, periodTypeId: 1 },
        status: 'open',
        feedId: 'feed-a',
        outcomes: prices.map((decimal, index) => ({
          id: marketId + index + 1,
          description: ['Arsenal', 'Draw', 'Chelsea'][index] ?? '',
          ordinalPosition: index + 1,
          hidden: false,
          currentPrice: { id: 100 + index, decimal },
        })),
      },
    ],
  } as SportEvent;
}

const at = '2026-11-24T10:15:00Z';

/** A price move of one outcome of a match's market. */
export function priceMoved(
  version: number,
  eventId: number,
  outcomeId: number,
  decimal: number,
): LiveChange {
  return {
    version,
    at,
    type: 'p',
    eventId,
    marketId: eventId * 10,
    outcomes: [{ id: outcomeId, priceId: 1000 + version, decimal }],
  };
}

/** A market status change of a match's market. */
export function marketStatus(
  version: number,
  eventId: number,
  status: 'open' | 'suspended' | 'closed',
): LiveChange {
  return { version, at, type: 'm', eventId, marketId: eventId * 10, status, feedId: 'feed-a' };
}

/** A feed alert raised or cleared. */
export function feedAlert(version: number, active: boolean): LiveChange {
  return { version, at, type: 'fa', eventId: null, feedId: 'feed-a', active };
}
