import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { LoginThrottle } from '../accounts/login-throttle';
import { invalidateReads } from '../cache/read-cache';
import type { SandboxDb } from '../db/schema';
import type { FaultRegistry } from '../faults/fault-registry';
import { faultSpecSchema } from '../faults/fault-spec';
import { isBrandId } from '../settings/brands';
import { updateBrandSettings } from '../settings/settings-repository';
import { reseedDatabase } from '../world/seed-database';
import type { WorldBus } from '../world/world-bus';

export const ADMIN_PREFIX = '/__admin';

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const resetBodySchema = z
  .object({ seed: z.number().int().min(0).max(0xffffffff).optional() })
  .optional();

const settingsBodySchema = z
  .record(z.string().min(1), z.json())
  // Stored as jsonb, which refuses a NUL character anywhere (a key or a string value).
  .refine((settings) => !hasNul(settings), { message: 'settings must not contain NUL characters' });

function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([key, child]) => key.includes('\u0000') || hasNul(child));
  }
  return false;
}

export interface AdminRoutesOptions {
  db: SandboxDb;
  faults: FaultRegistry;
  /** Told about a reset, so whatever is derived from the world is rebuilt. */
  bus: WorldBus;
  /** The seed a reset uses when its body names none. */
  seed: number;
  /** Failed logins: a reset forgets them. */
  throttle: LoginThrottle;
}

/**
 * Registers routes under /__admin that answer loopback callers only. Every admin module goes
 * through this, on the admin server only (its own loopback port, never the public one, which a
 * brand app proxies browsers to); the server builds that only in dev or test mode.
 */
export function adminScope(
  app: FastifyInstance,
  register: (admin: FastifyInstance) => void | Promise<void>,
): void {
  app.register(
    async (admin) => {
      admin.addHook('onRequest', async (request, reply) => {
        if (!LOOPBACK_ADDRESSES.has(request.socket.remoteAddress ?? '')) {
          return reply.code(403).send({ error: 'admin_loopback_only' });
        }
      });
      await register(admin);
    },
    { prefix: ADMIN_PREFIX },
  );
}

/** The test surface: fault injection, reset, settings overrides. */
export function registerAdminRoutes(app: FastifyInstance, options: AdminRoutesOptions): void {
  const { db, faults, bus, seed, throttle } = options;
  adminScope(app, (admin) => {
    admin.get('/faults', async () => ({ faults: faults.list() }));

    admin.post('/faults', async (request, reply) => {
      const spec = faultSpecSchema.safeParse(request.body);
      if (!spec.success) return invalidBody(reply, spec.error);
      return reply.code(201).send({ fault: faults.add(spec.data) });
    });

    admin.delete('/faults', async () => ({ cleared: faults.clear() }));

    admin.post('/reset', async (request: FastifyRequest, reply) => {
      const body = resetBodySchema.safeParse(request.body ?? undefined);
      if (!body.success) return invalidBody(reply, body.error);
      const worldSeed = body.data?.seed ?? seed;
      faults.clear();
      throttle.reset();
      await reseedDatabase(db, worldSeed);
      invalidateReads(db);
      bus.emit('reset');
      return { ok: true, seed: worldSeed };
    });

    admin.patch<{ Params: { brand: string } }>(
      '/brands/:brand/settings',
      async (request, reply) => {
        const { brand } = request.params;
        if (!isBrandId(brand)) return reply.code(404).send({ error: 'unknown_brand' });
        const body = settingsBodySchema.safeParse(request.body);
        if (!body.success) return invalidBody(reply, body.error);
        await updateBrandSettings(db, brand, body.data);
        return { brand, updated: Object.keys(body.data).sort() };
      },
    );
  });
}

function invalidBody(reply: FastifyReply, error: z.ZodError): FastifyReply {
  return reply.code(400).send({ error: 'invalid_body', issues: z.treeifyError(error) });
}
