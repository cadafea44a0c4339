import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ChangeLog } from './change-log';
import { StreamHub, heartbeatFrame, resetFrame, wireBytes, type OpenStream } from './stream-hub';

describe('wireBytes', () => {
  it('frames bytes as one HTTP/1.1 chunk: hex size, CRLF, the bytes, CRLF', () => {
    const data = Buffer.from('id: 7\nevent: change\ndata: {"version":7}\n\n');
    const wire = wireBytes(data, true).toString('latin1');
    expect(wire).toBe(`${data.length.toString(16)}\r\n${data.toString('latin1')}\r\n`);
  });

  it('counts bytes, not characters', () => {
    const data = Buffer.from('data: "Zürich – Malmö"\n\n');
    expect(wireBytes(data, true).toString('latin1').split('\r\n')[0]).toBe(
      data.length.toString(16),
    );
    expect(data.length).toBeGreaterThan('data: "Zürich – Malmö"\n\n'.length);
  });

  it('leaves the bytes alone when the response is not chunked, and never writes an empty chunk', () => {
    const data = Buffer.from(resetFrame(3));
    expect(wireBytes(data, false)).toBe(data);
    // An empty chunk would end the body.
    expect(wireBytes(Buffer.alloc(0), true).length).toBe(0);
  });

  it('keeps the heartbeat a comment plus an event without an id', () => {
    expect(heartbeatFrame(5)).toBe(': heartbeat\n\nevent: heartbeat\ndata: {"version":5}\n\n');
  });
});

/** A stream whose socket records each write (unchunked, so the bytes are the frames). */
function recordingStream(heartbeatMs = 60_000): { stream: OpenStream; writes: string[] } {
  const writes: string[] = [];
  const socket = {
    destroyed: false,
    writableLength: 0,
    write: (bytes: Buffer) => writes.push(bytes.toString()),
    end: () => undefined,
  };
  const raw = {
    socket,
    writableEnded: false,
    destroyed: false,
    writableLength: 0,
    chunkedEncoding: false,
    flushHeaders: () => undefined,
    on: () => raw,
    end: () => undefined,
  };
  const stream: OpenStream = {
    raw: raw as unknown as ServerResponse,
    path: '/xapi/marketdata/v1/stream',
    selection: undefined,
    heartbeatMs,
    stalled: false,
    dropAfter: undefined,
  };
  return { stream, writes };
}

const price = (eventId: number) => ({
  type: 'p' as const,
  eventId,
  at: 0,
  payload: { marketId: eventId * 10 },
});
const versions = (writes: string[]) =>
  writes.map((text) => [...text.matchAll(/^id: (\d+)$/gm)].map((match) => Number(match[1])));

describe('StreamHub', () => {
  it('sends the changes logged in one turn of the event loop as one write per stream', async () => {
    const log = new ChangeLog(100);
    const hub = new StreamHub(log);
    const a = recordingStream();
    const b = recordingStream();
    hub.add(a.stream);
    hub.add(b.stream);
    log.append([price(1)]);
    log.append([price(2), price(3)]);
    log.append([price(4)]);
    expect(a.writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(versions(a.writes)).toEqual([[1, 2, 3, 4]]);
    expect(versions(b.writes)).toEqual([[1, 2, 3, 4]]);
    // A later change goes out on its own: nothing waits for company.
    log.append([price(5)]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(versions(a.writes)).toEqual([[1, 2, 3, 4], [5]]);
    hub.close();
  });

  it('sends what is pending before any other write, so frames stay in version order', async () => {
    const log = new ChangeLog(100);
    const hub = new StreamHub(log);
    const open = recordingStream();
    hub.add(open.stream);
    log.append([price(1), price(2)]);
    // A direct write (a reset, a replay, a heartbeat) comes after the changes logged before it.
    hub.write(open.stream, resetFrame(log.version));
    expect(versions(open.writes)).toEqual([[1, 2], [2]]);
    expect(open.writes[1]).toContain('event: reset');
    // A stream that joins replays the log itself: the pending changes are not sent to it twice.
    log.append([price(3)]);
    const late = recordingStream();
    hub.send(late.stream, []);
    hub.add(late.stream);
    await new Promise((resolve) => setImmediate(resolve));
    expect(versions(open.writes)).toEqual([[1, 2], [2], [3]]);
    expect(versions(late.writes)).toEqual([]);
    hub.close();
  });
});
