import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { invalidateWorldReadsOn } from './cache/read-cache';
import { createClock, type SandboxClock } from './clock/clock';
import { SANDBOX_DEFAULT_SEED, type SandboxMode } from './config';
import type { SandboxDb } from './db/schema';
import { registerFaultHook } from './faults/fault-hook';
import { FaultRegistry } from './faults/fault-registry';
import { registerAccountAdminRoutes } from './routes/account-admin-routes';
import { registerAccountSessionRoutes } from './routes/account-session-routes';
import { registerAdminRoutes } from './routes/admin-routes';
import { registerBettingReferenceRoutes } from './routes/betting-reference-routes';
import { registerBetslipRoutes } from './routes/betslip-routes';
import { registerContentRoutes } from './routes/content-routes';
import { registerEventPathTreeRoutes } from './routes/event-path-tree-routes';
import { registerEventRoutes } from './routes/event-routes';
import { registerHeaderLoginRoutes } from './routes/header-login-routes';
import { registerHealthRoutes } from './routes/health-routes';
import { registerIcoreRoutes } from './routes/icore-routes';
import { registerJackpotRoutes } from './routes/jackpot-routes';
import { registerLeagueAdminRoutes } from './routes/league-admin-routes';
import { registerLiveRoutes } from './routes/live-routes';
import { registerMyBetsRoutes } from './routes/mybets-routes';
import { registerPriceAdminRoutes } from './routes/price-admin-routes';
import { registerSettingsRoutes } from './routes/settings-routes';
import { registerSettlementAdminRoutes } from './routes/settlement-admin-routes';
import { registerStaticRoutes } from './routes/static-routes';
import { registerVideoStreamRoutes } from './routes/video-stream-routes';
import { registerSettlement, settlementIdle } from './settlement/register-settlement';
import { WorldBus } from './world/world-bus';

export interface BuildServerOptions {
  /** A migrated (and normally seeded) database. The server never closes it. */
  db: SandboxDb;
  logger?: FastifyServerOptions['logger'];
  /** The seed POST /__admin/reset uses when its body names none. */
  seed?: number;
  /** dev and test (default) register the admin surface under /__admin; production does not. */
  mode?: SandboxMode;
  /** The sandbox's own time (live engine, settlement, approvals). Default: real time. */
  clock?: SandboxClock;
  /** The world's change bus (tests pass their own to emit or watch changes). */
  bus?: WorldBus;
}

/** What the route modules share: the database, the sandbox clock and the world's change bus. */
export interface SandboxContext {
  db: SandboxDb;
  clock: SandboxClock;
  bus: WorldBus;
  mode: SandboxMode;
}

/** A route of the server: method and URL pattern as registered (`/xapi/rest/events/:id`). */
export interface RouteEntry {
  method: string;
  url: string;
}

const routeLists = new WeakMap<FastifyInstance, RouteEntry[]>();

/** Every route `buildServer` registered (HEAD routes Fastify adds for GETs left out). */
export function routesOf(app: FastifyInstance): readonly RouteEntry[] {
  return routeLists.get(app) ?? [];
}

/** The sandbox's HTTP server, not yet listening (tests drive it with `inject`). */
export function buildServer(options: BuildServerOptions): FastifyInstance {
  const { db, logger = false, seed, mode = 'test' } = options;
  const app = Fastify({ logger });
  const routes: RouteEntry[] = [];
  routeLists.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url });
    }
  });
  const faults = new FaultRegistry();
  const context: SandboxContext = {
    db,
    clock: options.clock ?? createClock(),
    bus: options.bus ?? new WorldBus(),
    mode,
  };

  invalidateWorldReadsOn(context.bus, db);
  registerFaultHook(app, faults);
  registerHealthRoutes(app);
  registerSettingsRoutes(app, db);
  registerEventPathTreeRoutes(app, db);
  registerEventRoutes(app, context);
  registerBettingReferenceRoutes(app, db);
  registerContentRoutes(app, db);
  registerVideoStreamRoutes(app, db);
  registerStaticRoutes(app);
  registerHeaderLoginRoutes(app, db);
  registerIcoreRoutes(app, db);
  registerAccountSessionRoutes(app, db);
  registerJackpotRoutes(app, context);
  const engine = registerLiveRoutes(app, context);
  registerBetslipRoutes(app, context);
  registerMyBetsRoutes(app, context);
  const stopSettlement = registerSettlement(context);
  // Closing waits for a settlement run in progress, so it never meets a closed database.
  app.addHook('onClose', async () => {
    stopSettlement();
    await settlementIdle(db);
  });
  // The admin surface (loopback only) exists in dev and test mode, never in production.
  if (mode !== 'production') {
    registerAdminRoutes(app, { db, faults, bus: context.bus, seed: seed ?? SANDBOX_DEFAULT_SEED });
    registerAccountAdminRoutes(app, db);
    registerSettlementAdminRoutes(app, context);
    registerLeagueAdminRoutes(app, context);
    registerPriceAdminRoutes(app, context, engine);
  }
  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ error: 'not_found' }));

  return app;
}
