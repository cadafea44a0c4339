import type { ServerResponse } from 'node:http';
import { selects, type ChangeLog, type EventSelection, type LoggedChange } from './change-log';

/** The heartbeat's default period (real time): SANDBOX_HEARTBEAT_MS overrides it. */
export const DEFAULT_HEARTBEAT_MS = 15_000;
/** The shortest and longest heartbeat a connection may ask for (`?heartbeatMs=`). */
export const MIN_HEARTBEAT_MS = 1000;
export const MAX_HEARTBEAT_MS = 60_000;
/** A stream whose client does not read (this many bytes queued) is closed; it reconnects. */
export const MAX_STREAM_BACKLOG = 4 * 1024 * 1024;

/** The `event: reset` frame: reload the live page, then go on from its version. */
export function resetFrame(version: number): string {
  return `id: ${version}\nevent: reset\ndata: {"version":${version},"reset":true}\n\n`;
}

/**
 * The heartbeat, twice: a comment (proxies keep the connection open) and an `event: heartbeat`
 * with the log's version, because EventSource never shows comments to the page, and the page
 * marks its prices stale when it hears nothing. It has no `id:` so Last-Event-ID is untouched.
 */
export function heartbeatFrame(version: number): string {
  return `: heartbeat\n\nevent: heartbeat\ndata: {"version":${version}}\n\n`;
}

const CRLF = Buffer.from('\r\n');

/**
 * Bytes as they go on the wire: an HTTP/1.1 chunk (size line, data, CRLF) when the response is
 * chunked, as Node's own `write` would frame them, the bytes alone otherwise.
 */
export function wireBytes(data: Buffer, chunked: boolean): Buffer {
  if (!chunked || data.length === 0) return data;
  return Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`, 'latin1'), data, CRLF]);
}

/** One open Server-Sent Events connection. */
export interface OpenStream {
  readonly raw: ServerResponse;
  /** The request path (faults match on it). */
  readonly path: string;
  readonly selection: EventSelection;
  readonly heartbeatMs: number;
  /** Stalled (a fault): it stays open and sends nothing more. */
  stalled: boolean;
  /** Cut after this many more change frames (a `stream-drop` fault); undefined: never. */
  dropAfter: number | undefined;
}

/**
 * Every open live stream, fed from the change log through one subscription: each batch of
 * changes is turned into wire bytes once (frames and chunk framing) and written to the socket of
 * every stream that takes all changes (streams filtered by event ids get their own slice), and
 * one heartbeat timer per period serves every stream with that period. So 2,000 clients cost
 * 2,000 socket writes of one shared buffer per batch and nothing more: not Node's response
 * machinery (a cork, a deferred uncork and four buffers gathered per write), which cost the
 * sandbox more than the bytes themselves did at 2,000 clients.
 */
export class StreamHub {
  readonly #log: ChangeLog;
  readonly #streams = new Set<OpenStream>();
  readonly #beats = new Map<number, { timer: NodeJS.Timeout; streams: Set<OpenStream> }>();
  readonly #unsubscribe: () => void;
  /** Responses whose head is on the wire. */
  readonly #flushed = new WeakSet<ServerResponse>();
  /** Changes logged since the last broadcast, sent together (see `#queue`). */
  #pending: LoggedChange[] = [];
  #flushQueued = false;

  constructor(log: ChangeLog) {
    this.#log = log;
    this.#unsubscribe = log.subscribe(
      (changes) => this.#queue(changes),
      (version) => {
        this.#flush();
        this.#each((stream) => this.write(stream, resetFrame(version)));
      },
    );
  }

  /** How many streams are open now. */
  get size(): number {
    return this.#streams.size;
  }

  /** Follows a stream from now on, until its connection closes (or `close`). */
  add(stream: OpenStream): void {
    this.#flush();
    this.#streams.add(stream);
    let beat = this.#beats.get(stream.heartbeatMs);
    if (beat === undefined) {
      const streams = new Set<OpenStream>();
      const timer = setInterval(() => {
        this.#flush();
        const frame = Buffer.from(heartbeatFrame(this.#log.version));
        const wire = new Map<boolean, Buffer>();
        for (const open of streams) this.#writeWire(open, frame, wire);
      }, stream.heartbeatMs);
      timer.unref();
      beat = { timer, streams };
      this.#beats.set(stream.heartbeatMs, beat);
    }
    beat.streams.add(stream);
    const forget = () => this.#forget(stream);
    stream.raw.on('close', forget);
  }

  /**
   * Writes to one stream unless it is gone, stalled or too far behind (then it is closed). The
   * response's headers go out first (`flushHeaders`); from then on the bytes go to its socket as
   * whole chunks, so `raw.end()` can still close the body with its last chunk.
   */
  write(stream: OpenStream, data: string | Buffer): void {
    this.#flush();
    this.#writeWire(stream, typeof data === 'string' ? Buffer.from(data) : data);
  }

  /** `write`, with the wire bytes shared between the streams of one broadcast (`wire`). */
  #writeWire(stream: OpenStream, data: Buffer, wire?: Map<boolean, Buffer>): void {
    const raw = stream.raw;
    if (stream.stalled || raw.writableEnded || raw.destroyed) return;
    const socket = raw.socket;
    if (socket === null || socket.destroyed) return;
    if (socket.writableLength + raw.writableLength > MAX_STREAM_BACKLOG) {
      raw.end();
      return;
    }
    if (!this.#flushed.has(raw)) {
      // `headersSent` turns true at writeHead, before the head is on the wire: flush it once.
      raw.flushHeaders();
      this.#flushed.add(raw);
    }
    // `chunkedEncoding` is Node's own flag for a response framed in chunks (HTTP/1.1).
    const chunked = (raw as { chunkedEncoding?: boolean }).chunkedEncoding === true;
    let bytes = wire?.get(chunked);
    if (bytes === undefined) {
      bytes = wireBytes(data, chunked);
      wire?.set(chunked, bytes);
    }
    socket.write(bytes);
  }

  /** Sends these (replayed) changes to one stream, honouring its selection and drop fault. */
  send(stream: OpenStream, changes: readonly LoggedChange[]): void {
    this.#flush();
    let text = '';
    for (const change of changes) {
      if (!selects(stream.selection, change)) continue;
      if (stream.dropAfter !== undefined && stream.dropAfter <= 0) break;
      text += change.frame;
      if (stream.dropAfter !== undefined) stream.dropAfter -= 1;
    }
    if (text !== '') this.write(stream, text);
    this.#dropIfDue(stream);
  }

  /** Cuts every open stream (whose path starts with `match`) now; says how many. */
  drop(match = '/'): number {
    this.#flush();
    let count = 0;
    this.#each((stream) => {
      if (!stream.path.startsWith(match)) return;
      count += 1;
      this.#cut(stream);
    }, false);
    return count;
  }

  /** Stalls every open stream under `match`: it stays open and sends nothing more. */
  stall(match = '/'): number {
    this.#flush();
    let count = 0;
    this.#each((stream) => {
      if (!stream.path.startsWith(match)) return;
      count += 1;
      stream.stalled = true;
    });
    return count;
  }

  /** Sends `event: reset` to every open stream under `match` now. */
  reset(match = '/'): number {
    this.#flush();
    let count = 0;
    const frame = resetFrame(this.#log.version);
    this.#each((stream) => {
      if (!stream.path.startsWith(match)) return;
      count += 1;
      this.write(stream, frame);
    });
    return count;
  }

  /** Ends every stream (the server is closing) and stops following the log. */
  close(): void {
    this.#flush();
    for (const stream of [...this.#streams]) {
      stream.raw.end();
      this.#forget(stream);
    }
    this.#unsubscribe();
  }

  /**
   * Changes are broadcast once the event loop has handled whatever else was ready (setImmediate):
   * the changes logged meanwhile (several admin moves, an engine tick) go out as one write per
   * stream instead of one each. A socket write costs a system call whatever its size: with 2,000
   * streams, socket writes took 6.1 s of the sandbox's last 20 s in a load test at 81 changes/s.
   * (Alone this did not lower that test's p99; the engine's step bursts set it, see `stepPhase`.)
   * On a quiet sandbox a change waits for nothing. Every other write (a replay, a heartbeat, a reset, a new
   * stream) first sends what is pending, so each stream still gets its frames in version order
   * and a heartbeat never names a version its stream has not been sent.
   */
  #queue(changes: readonly LoggedChange[]): void {
    if (this.#streams.size === 0) return;
    for (const change of changes) this.#pending.push(change);
    if (this.#flushQueued) return;
    this.#flushQueued = true;
    setImmediate(() => {
      this.#flushQueued = false;
      this.#flush();
    });
  }

  /** Broadcasts the pending changes now (nothing when there are none). */
  #flush(): void {
    if (this.#pending.length === 0) return;
    const changes = this.#pending;
    this.#pending = [];
    this.#broadcast(changes);
  }

  #broadcast(changes: readonly LoggedChange[]): void {
    if (this.#streams.size === 0) return;
    // The bytes every unfiltered stream gets, made once for all of them.
    let all: Buffer | undefined;
    const wire = new Map<boolean, Buffer>();
    this.#each((stream) => {
      if (stream.selection !== undefined || stream.dropAfter !== undefined) {
        this.send(stream, changes);
        return;
      }
      all ??= Buffer.from(changes.map((change) => change.frame).join(''));
      this.#writeWire(stream, all, wire);
    });
  }

  #dropIfDue(stream: OpenStream): void {
    if (stream.dropAfter !== undefined && stream.dropAfter <= 0) this.#cut(stream);
  }

  /**
   * Cuts the connection as a network failure would: no end of the chunked body, but what was
   * written before still arrives (the socket is ended, not destroyed, so its queue is flushed).
   */
  #cut(stream: OpenStream): void {
    const socket = stream.raw.socket;
    if (socket === null) stream.raw.destroy();
    else socket.end();
    this.#forget(stream);
  }

  #each(action: (stream: OpenStream) => void, skipStalled = true): void {
    for (const stream of [...this.#streams]) {
      if (skipStalled && stream.stalled) continue;
      action(stream);
    }
  }

  #forget(stream: OpenStream): void {
    if (!this.#streams.delete(stream)) return;
    const beat = this.#beats.get(stream.heartbeatMs);
    if (beat === undefined) return;
    beat.streams.delete(stream);
    if (beat.streams.size === 0) {
      clearInterval(beat.timer);
      this.#beats.delete(stream.heartbeatMs);
    }
  }
}
