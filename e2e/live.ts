import { expect, type APIRequestContext } from '@playwright/test';
import { ports } from './support';

/** The sandbox's live world and its match controls, as the live specs drive them. */

const sandbox = `http://127.0.0.1:${ports.sandbox}`;
const admin = `http://127.0.0.1:${ports.sandboxAdmin}/__admin`;

export interface LiveOutcome {
  id: number;
  description: string;
  currentPrice: { decimal: number };
}
export interface LiveMarket {
  id: number;
  marketTypeId: number;
  status: string;
  outcomes: LiveOutcome[];
}
export interface LiveEvent {
  id: number;
  name: string;
  slug: string;
  sportCode: string;
  opponents: { id: number; description: string }[];
  scores?: { opponentId: number; points: number; yellowCards?: number; corners?: number }[];
  clock?: { minutes: number; status: string };
  isFinished: boolean;
  markets: LiveMarket[];
}

export async function adminPost(
  request: APIRequestContext,
  path: string,
  data?: unknown,
): Promise<unknown> {
  const response = await request.post(`${admin}${path}`, data === undefined ? {} : { data });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/**
 * Sets the brand's in-play bet delay (`inplay_bet_delay_seconds`; null: the sport's own, 5 s for
 * football) in the sandbox, which holds live bets for it.
 */
export async function setInPlayDelay(
  request: APIRequestContext,
  brand: string,
  seconds: number | null,
): Promise<void> {
  const response = await request.patch(`${admin}/brands/${brand}/settings`, {
    data: { inplay_bet_delay_seconds: seconds },
  });
  if (!response.ok()) throw new Error(`delay setting: ${response.status()}`);
}

/** The sandbox's prematch football matches (no outrights), in the platform's order. */
export async function prematchFootballMatches(
  request: APIRequestContext,
): Promise<{ id: number; slug: string }[]> {
  const response = await request.get(
    `${sandbox}/xapi/rest/events?eventPathIds=1&periodType=PRE_MATCH&eventsPerPage=200&sortByEventpath=false`,
    { headers: { 'X-SB-Brand': 'zedbet' } },
  );
  const body = (await response.json()) as {
    events: { id: number; slug: string; eventType?: string }[];
  };
  return body.events.filter((event) => event.eventType !== 'OUTRIGHT');
}

export async function liveEvent(request: APIRequestContext, id: number): Promise<LiveEvent> {
  const response = await request.get(`${sandbox}/xapi/marketdata/v1/livepage/${id}`, {
    headers: { 'X-SB-Brand': 'zedbet' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { event: LiveEvent }).event;
}

/**
 * A live football match far from its end, with an open match-result market, frozen so that only
 * the test moves it (the rest of the world keeps playing). Each call takes another one.
 */
export async function quietFootballMatch(request: APIRequestContext): Promise<LiveEvent> {
  const response = await request.get(
    `${sandbox}/xapi/marketdata/v1/livepage?sportCode=FOOT&eventsPerPage=200&marketsPerEvent=1`,
    { headers: { 'X-SB-Brand': 'zedbet' } },
  );
  expect(response.ok()).toBe(true);
  const page = (await response.json()) as { sports: { events: LiveEvent[] }[] };
  const candidates = page.sports
    .flatMap((sport) => sport.events)
    .filter(
      (event) =>
        !event.isFinished &&
        event.clock?.status === 'RUNNING' &&
        event.clock.minutes < 70 &&
        event.opponents.length === 2,
    );
  for (const candidate of candidates) {
    await adminPost(request, `/live/events/${candidate.id}/freeze`, { frozen: true });
    const event = await liveEvent(request, candidate.id);
    const result = event.markets.find((market) => market.marketTypeId === 1);
    if (result && result.status === 'open') return event;
    await adminPost(request, `/live/events/${candidate.id}/freeze`, { frozen: false });
  }
  throw new Error('No quiet live football match in the sandbox');
}

/** The match-result market of a live football event. */
export function matchResult(event: LiveEvent): LiveMarket {
  const market = event.markets.find((candidate) => candidate.marketTypeId === 1);
  if (!market) throw new Error(`No match result on ${event.name}`);
  return market;
}

/** How the odds buttons show a decimal price (two decimals, rounded down). */
export function decimalText(decimal: number): string {
  return (Math.floor(Math.round(decimal * 1000) / 10) / 100).toFixed(2);
}

export async function openStreams(request: APIRequestContext): Promise<number> {
  const response = await request.get(`${admin}/live/stream`);
  return ((await response.json()) as { open: number }).open;
}
