import { Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { INT_CODES, RES_CODES, isIntCode } from '@clem/core/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_PREFIX } from '../routes/admin-routes';
import type { FaultRegistry } from './fault-registry';
import { BLOCKED_PATH, MAINTENANCE_PATH, MALFORMED_BODY, type FaultSpec } from './fault-spec';

/**
 * Applies registered faults before any route runs. The admin surface itself is never faulted, so
 * a test can always clear what it set.
 */
export function registerFaultHook(app: FastifyInstance, faults: FaultRegistry): void {
  const truncating = new WeakSet<FastifyRequest>();

  app.addHook('onSend', async (request, reply, payload) => {
    if (!truncating.has(request)) return payload;
    const body = await bodyBytes(payload);
    reply.header('content-length', String(body.length));
    return truncatedStream(body.subarray(0, Math.floor(body.length / 2)));
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request.url);
    if (path.startsWith(ADMIN_PREFIX)) return;
    const fault = faults.take(path);
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
