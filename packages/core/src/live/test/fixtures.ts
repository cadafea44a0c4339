import type { SportEvent } from '../../platform/schemas/events';
import type { LiveChange } from '../../platform/schemas/live';
import { entitiesOf, type EntityTable } from '../entityTable';
import type { LiveState } from '../liveState';

/** The ids a table holds, ascending. */
/** A store's live data, which must be there (the live slice was injected and used). */
export function liveStateOf(store: { getState(): { live?: LiveState | undefined } }): LiveState {
  const live = store.getState().live;
  if (!live) throw new Error('The store has no live data yet');
  return live;
}

export function idsOf(table: EntityTable<{ id: number }>): number[] {
  return entitiesOf(table)
    .map((entity) => entity.id)
    .sort((a, b) => a - b);
}

/** A live football event with one match market of three outcomes (ids from `id`). */
export function liveEvent(id: number, overrides: Partial<SportEvent> = {}): SportEvent {
  const marketId = id * 10;
  return {
    id,
    name: `Home ${id} vs Away ${id}`,
    slug: `${id}-home-vs-away`,
    sportCode: 'FOOT',
    eventPaths: [{ id: 1, description: 'Football', slug: 'football' }],
    liveStreaming: false,
    opponents: [
      { id: 1, description: 'Home' },
      { id: 2, description: 'Away' },
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
        period: {
          id: 1,
          abbreviation: 'M',
          description: 'Match',
          sequence: 1,
          periodTypeId: 1,
        },
        status: 'open',
        feedId: 'feed-a',
        outcomes: [1, 2, 3].map((n) => ({
          id: marketId + n,
          description: `Outcome ${n}`,
          ordinalPosition: n,
          hidden: false,
          currentPrice: { id: 100 + n, decimal: 2 + n / 10 },
        })),
      },
    ],
    ...overrides,
  };
}

const at = '2026-11-24T10:15:00Z';

/** Change builders (version first). */
export const change = {
  ce: (version: number, eventId: number, minutes: number): LiveChange => ({
    version,
    at,
    type: 'ce',
    eventId,
    minutes,
  }),
  c: (version: number, eventId: number, status: string, number = 1): LiveChange => ({
    version,
    at,
    type: 'c',
    eventId,
    clock: { minutes: 45, status },
    currentPeriod: { abbreviation: 'H', number },
    isFinished: status === 'END_OF_EVENT',
  }),
  s: (
    version: number,
    eventId: number,
    home: number,
    away: number,
    extra: Partial<Extract<LiveChange, { type: 's' }>> = {},
  ): LiveChange => ({
    version,
    at,
    type: 's',
    eventId,
    scores: [
      { opponentId: 1, points: home, formattedPoints: String(home) },
      { opponentId: 2, points: away, formattedPoints: String(away) },
    ],
    ...extra,
  }),
  em: (version: number, eventId: number, count: number): LiveChange => ({
    version,
    at,
    type: 'em',
    eventId,
    liveOpenMarketCount: count,
  }),
  m: (
    version: number,
    eventId: number,
    marketId: number,
    status: 'open' | 'suspended' | 'closed',
  ) =>
    ({
      version,
      at,
      type: 'm',
      eventId,
      marketId,
      status,
      feedId: 'feed-a',
    }) satisfies LiveChange,
  p: (version: number, eventId: number, marketId: number, prices: [number, number][]) =>
    ({
      version,
      at,
      type: 'p',
      eventId,
      marketId,
      outcomes: prices.map(([id, decimal]) => ({ id, priceId: 900 + id, decimal })),
    }) satisfies LiveChange,
  fa: (version: number, feedId: string, active: boolean): LiveChange => ({
    version,
    at,
    type: 'fa',
    eventId: null,
    feedId,
    active,
  }),
  l: (version: number, eventId: number): LiveChange => ({
    version,
    at,
    type: 'l',
    eventId,
    eventDate: '2026-11-24T10:14:00Z',
    clock: { minutes: 0, status: 'NOT_STARTED' },
    currentPeriod: { abbreviation: 'H', number: 1 },
    scores: [
      { opponentId: 1, points: 0, formattedPoints: '0' },
      { opponentId: 2, points: 0, formattedPoints: '0' },
    ],
  }),
};
