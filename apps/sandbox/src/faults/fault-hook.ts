import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_PREFIX } from '../routes/admin-routes';
import type { FaultRegistry } from './fault-registry';
import { MALFORMED_BODY } from './fault-spec';

/**
 * Applies registered faults before any route runs. The admin surface itself is never faulted, so
 * a test can always clear what it set.
 */
export function registerFaultHook(app: FastifyInstance, faults: FaultRegistry): void {
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
    }
  });
}

function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}
