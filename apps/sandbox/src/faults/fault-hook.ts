import { Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { INT_CODES, RES_CODES, isIntCode } from '@clem/core/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_PREFIX } from '../routes/admin-routes';
import { corruptEventsPage } from './bad-event';
import type { FaultRegistry } from './fault-registry';
import {
  BLOCKED_PATH,
  MAINTENANCE_PATH,
  MALFORMED_BODY,
  isStreamFault,
  type FaultSpec,
} from './fault-spec';

/**
 * Applies registered faults before any route runs (a `bad-event` fault: to the route's answer,
 * as it is sent). The admin surface itself is never faulted, so a test can always clear what it
 * set.
 */
export function registerFaultHook(app: FastifyInstance, faults: FaultRegistry): void {
  const truncating = new WeakSet<FastifyRequest>();
  /** Requests whose answer a `bad-event` fault may corrupt: the fault's id and event index. */
  const corrupting = new WeakMap<FastifyRequest, { id: number; index: number }>();

  app.addHook('onSend', async (request, reply, payload) => {
    if (!truncating.has(request)) return payload;
    const body = await bodyBytes(payload);
    reply.header('content-length', String(body.length));
    return truncatedStream(body.subarray(0, Math.floor(body.length / 2)));
  });

  // A bad-event fault is used up only by an answer it corrupts: one with an event at its index.
  app.addHook('onSend', async (request, reply, payload) => {
    const pending = corrupting.get(request);
    if (pending === undefined) return payload;
    corrupting.delete(request);
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!/^application\/json\b/i.test(String(reply.getHeader('content-type') ?? ''))) {
      return payload;
    }
    const corrupted = corruptEventsPage(payload.toString(), pending.index);
    if (corrupted === undefined) return payload;
    const fault = faults.use(pending.id);
    if (fault === undefined) return payload;
    request.log.info({ fault }, 'sandbox: applying fault');
    reply.header('content-length', String(Buffer.byteLength(corrupted)));
    return corrupted;
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request.url);
    if (path.startsWith(ADMIN_PREFIX)) return;
    // The live stream applies its own faults (stream-drop, -stall, -reset) as it streams.
    const matched = faults.match(path, (fault) => !isStreamFault(fault));
    if (matched === undefined) return;
    if (matched.kind === 'bad-event') {
      corrupting.set(request, { id: matched.id, index: matched.index });
      return;
    }
    const fault = faults.use(matched.id);
    if (fault === undefined) return;
    request.log.info({ fault }, 'sandbox: applying fault');
    switch (fault.kind) {
      case 'latency':
        await delay(fault.ms);
        return;
      case 'status':
        return reply.code(fault.status).send({ error: 'injected_fault', status: fault.status });
      case 'malformed':
        return reply.code(200).type('application/json').send(MALFORMED_BODY);
      case 'drop':
        reply.hijack();
        request.raw.socket.destroy();
        return reply;
      case 'truncated':
        truncating.add(request);
        return;
      case 'code':
        return reply.code(codeStatus(fault)).send(codeBody(fault.code, codeStatus(fault)));
      case 'maintenance':
        return reply.redirect(MAINTENANCE_PATH, 302);
      case 'blocked':
        return reply.redirect(BLOCKED_PATH, 302);
      case 'bad-event':
        return; // applied when the answer is sent (above)
      case 'stream-drop':
      case 'stream-stall':
      case 'stream-reset':
        return; // never matched here (the live stream applies them)
    }
  });
}

type CodeFault = Extract<FaultSpec, { kind: 'code' }>;

function codeStatus(fault: CodeFault): number {
  return fault.status ?? (isIntCode(fault.code) ? INT_CODES[fault.code].status : 400);
}

/** The §8 error envelope, as the account and betslip calls answer a refusal. */
function codeBody(code: string, status: number) {
  const message = isIntCode(code)
    ? INT_CODES[code].message
    : (RES_CODES[code as keyof typeof RES_CODES] ?? code);
  return { success: false, status, message, reasonJson: { responseCode: code, message } };
}

async function bodyBytes(payload: unknown): Promise<Buffer> {
  if (payload === null || payload === undefined) return Buffer.alloc(0);
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) return Buffer.from(payload);
  if (payload instanceof Readable) {
    const chunks: Buffer[] = [];
    for await (const chunk of payload) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }
  return Buffer.from(String(payload));
}

/** Sends `part`, then fails: the server cuts the connection before the promised length. */
function truncatedStream(part: Buffer): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(part);
        return;
      }
      setImmediate(() => this.destroy(new Error('sandbox: truncated by an injected fault')));
    },
  });
}

function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}
