import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../clock/clock';
import { createTestServer, type TestServer } from '../test-support/test-server';

const MINUTE = 60_000;

interface Frame {
  event: string | undefined;
  id: number | undefined;
  data: Record<string, unknown> | undefined;
  comment: boolean;
}

/** An open stream read frame by frame; `ended` once the server ends or cuts it. */
interface Reader {
  frames: Frame[];
  ended: Promise<void>;
  until(test: (frames: Frame[]) => boolean, timeoutMs?: number): Promise<Frame[]>;
  close(): Promise<void>;
}

describe('the live stream: heartbeat, stream faults and the stream admin', () => {
  const clock = createClock();
  let server: TestServer;
  let base = '';

  beforeAll(async () => {
    clock.freeze();
    server = await createTestServer(undefined, { clock });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await server.close();
  });

  const admin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    server.admin.inject({ method, url, ...(payload === undefined ? {} : { payload }) });

  const openCount = async () =>
    (await admin('GET', '/__admin/live/stream')).json<{ open: number }>().open;

  async function open(query = '', headers: Record<string, string> = {}): Promise<Reader> {
    const abort = new AbortController();
    const response = await fetch(`${base}/xapi/marketdata/v1/stream${query}`, {
      headers,
      signal: abort.signal,
    });
    expect(response.status).toBe(200);
    // Opened by the brand's pages on another origin: any origin may read it.
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body = response.body;
    if (body === null) throw new Error('no body');
    const reader = body.getReader();
    const frames: Frame[] = [];
    const waiters = new Set<() => void>();
    const decoder = new TextDecoder();
    let text = '';
    const ended = (async () => {
      try {
        for (;;) {
          const chunk = await reader.read();
          if (chunk.done) break;
          text += decoder.decode(chunk.value, { stream: true });
          let end = text.indexOf('\n\n');
          while (end >= 0) {
            const block = text.slice(0, end);
            text = text.slice(end + 2);
            end = text.indexOf('\n\n');
            const data = /^data: (.*)$/m.exec(block)?.[1];
            const id = /^id: (\d+)$/m.exec(block)?.[1];
            frames.push({
              event: /^event: (.*)$/m.exec(block)?.[1],
              id: id === undefined ? undefined : Number(id),
              data: data === undefined ? undefined : (JSON.parse(data) as Record<string, unknown>),
              comment: block.startsWith(':'),
            });
          }
          for (const wake of waiters) wake();
        }
      } catch {
        // cut or aborted
      } finally {
        for (const wake of waiters) wake();
      }
    })();
    let done = false;
    void ended.then(() => (done = true));
    return {
      frames,
      ended,
      until: async (test, timeoutMs = 5000) => {
        const limit = Date.now() + timeoutMs;
        while (!test(frames)) {
          if (done || Date.now() > limit) throw new Error(`stream: condition not met`);
          await new Promise<void>((resolve) => {
            const wake = () => {
              waiters.delete(wake);
              resolve();
            };
            waiters.add(wake);
            setTimeout(wake, 50);
          });
        }
        return frames;
      },
      close: async () => {
        abort.abort();
        await ended;
      },
    };
  }

  const changes = (frames: Frame[]) => frames.filter((frame) => frame.event === 'change');
  const step = (ms: number) => admin('POST', '/__admin/time', { step_ms: ms });

  it('sends the heartbeat as an event (with the version) and a comment, at the asked period', async () => {
    const bad = await fetch(`${base}/xapi/marketdata/v1/stream?heartbeatMs=10`);
    expect(bad.status).toBe(400);
    expect(bad.headers.get('access-control-allow-origin')).toBe('*');
    const stream = await open('?heartbeatMs=1000');
    const frames = await stream.until((all) => all.some((frame) => frame.event === 'heartbeat'));
    const beat = frames.find((frame) => frame.event === 'heartbeat');
    expect(beat?.data).toEqual({ version: expect.any(Number) });
    expect(beat?.id).toBeUndefined();
    expect(frames.some((frame) => frame.comment)).toBe(true);
    await stream.close();
  });

  it('counts open streams, forgets closed ones and cuts them all on demand', async () => {
    await expect.poll(openCount).toBe(0);
    const first = await open();
    const second = await open('?eventIds=1,2');
    await expect.poll(openCount).toBe(2);
    await first.close();
    await expect.poll(openCount).toBe(1);
    const third = await open();
    const dropped = await admin('POST', '/__admin/live/stream/drop');
    expect(dropped.json()).toEqual({ dropped: 2 });
    await Promise.all([second.ended, third.ended]);
    expect(await openCount()).toBe(0);
  });

  it('tells a load test what the sandbox went through since the last read (CPU, loop delay)', async () => {
    await admin('GET', '/__admin/live/stream');
    // Hold the event loop for 120 ms: the next read must see that delay and its CPU time.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const until = performance.now() + 120;
    while (performance.now() < until) {
      // busy on purpose
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    const { sinceLastRead } = (await admin('GET', '/__admin/live/stream')).json<{
      sinceLastRead: { seconds: number; cpuPercent: number; eventLoopDelayMs: { max: number } };
    }>();
    expect(sinceLastRead.eventLoopDelayMs.max).toBeGreaterThanOrEqual(100);
    expect(sinceLastRead.cpuPercent).toBeGreaterThan(30);
    // The read resets the figures.
    const again = (await admin('GET', '/__admin/live/stream')).json<{
      sinceLastRead: { eventLoopDelayMs: { max: number } };
    }>();
    expect(again.sinceLastRead.eventLoopDelayMs.max).toBeLessThan(100);
  });

  it('pushes a price set by the admin at once, stamped with emittedAt', async () => {
    const page = await fetch(
      `${base}/xapi/marketdata/v1/livepage?sportCode=FOOT&marketsPerEvent=1`,
      {
        headers: { 'X-SB-Brand': 'zedbet' },
      },
    );
    const body = (await page.json()) as {
      sports: {
        events: {
          markets: { id: number; outcomes: { id: number; currentPrice?: { decimal: number } }[] }[];
        }[];
      }[];
    };
    const outcome = body.sports
      .flatMap((sport) => sport.events)
      .flatMap((event) => event.markets)
      .flatMap((market) => market.outcomes)[0];
    if (outcome === undefined) throw new Error('no live outcome');
    const stream = await open();
    const before = Date.now();
    await admin('POST', `/__admin/outcomes/${outcome.id}/price`, { decimal: 7.77 });
    const frames = await stream.until((all) => changes(all).length > 0, 1000);
    const change = changes(frames)[0]?.data;
    expect(change).toMatchObject({ type: 'p', outcomes: [{ id: outcome.id, decimal: 7.77 }] });
    expect(change?.emittedAt).toBeGreaterThanOrEqual(before);
    expect(change?.emittedAt).toBeLessThanOrEqual(Date.now());
    await stream.close();
  });

  it('stream-drop cuts a new stream after so many changes; with open: true every open one now', async () => {
    const fault = await admin('POST', '/__admin/faults', {
      match: '/xapi/marketdata/v1/stream',
      kind: 'stream-drop',
      after: 2,
      times: 1,
    });
    expect(fault.statusCode).toBe(201);
    const cut = await open();
    const untouched = await open();
    await step(MINUTE);
    await cut.ended;
    expect(changes(cut.frames)).toHaveLength(2);
    await untouched.until((all) => changes(all).length > 2);
    expect((await admin('GET', '/__admin/faults')).json()).toEqual({ faults: [] });

    const now = await admin('POST', '/__admin/faults', {
      match: '/xapi/marketdata/v1/stream',
      kind: 'stream-drop',
      open: true,
    });
    expect(now.statusCode).toBe(201);
    await untouched.ended;
    expect(await openCount()).toBe(0);
    expect((await admin('GET', '/__admin/faults')).json()).toEqual({ faults: [] });
  });

  it('stream-stall keeps the stream open and silent: no change, no heartbeat', async () => {
    await admin('POST', '/__admin/faults', {
      match: '/xapi/marketdata/v1/stream',
      kind: 'stream-stall',
      times: 1,
    });
    const stalled = await open('?heartbeatMs=1000');
    const lively = await open('?heartbeatMs=1000');
    await step(MINUTE);
    await lively.until(
      (all) => changes(all).length > 0 && all.some((frame) => frame.event === 'heartbeat'),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Only its retry line: no change, no heartbeat (event or comment).
    expect(stalled.frames.filter((frame) => frame.event !== undefined || frame.comment)).toEqual(
      [],
    );
    expect(stalled.frames).toHaveLength(1);
    expect(await openCount()).toBe(2);
    // open: true stalls the streams open now.
    await admin('POST', '/__admin/faults', {
      match: '/xapi/marketdata/v1/stream',
      kind: 'stream-stall',
      open: true,
    });
    const seen = lively.frames.length;
    await step(MINUTE);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(lively.frames.length).toBe(seen);
    await Promise.all([stalled.close(), lively.close()]);
    await expect.poll(openCount).toBe(0);
  });

  it('stream-reset sends event: reset to the next stream, and to the open ones with open: true', async () => {
    const watching = await open();
    await admin('POST', '/__admin/faults', {
      match: '/xapi/marketdata/v1/stream',
      kind: 'stream-reset',
      times: 1,
    });
    const fresh = await open('?since=1');
    const frames = await fresh.until((all) => all.some((frame) => frame.event === 'reset'));
    expect(frames.find((frame) => frame.event === 'reset')?.data).toMatchObject({ reset: true });
    // It is a reset, not a replay: no change before it.
    expect(changes(frames)).toEqual([]);
    await admin('POST', '/__admin/faults', {
      match: '/xapi/marketdata/v1/stream',
      kind: 'stream-reset',
      open: true,
    });
    await watching.until((all) => all.some((frame) => frame.event === 'reset'));
    await fresh.until((all) => all.filter((frame) => frame.event === 'reset').length === 2);
    await Promise.all([watching.close(), fresh.close()]);
  });
});
