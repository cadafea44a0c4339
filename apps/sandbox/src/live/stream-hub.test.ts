import { describe, expect, it } from 'vitest';
import { heartbeatFrame, resetFrame, wireBytes } from './stream-hub';

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
