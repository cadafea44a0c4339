import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { LoginThrottle, type LoginThrottleOptions } from './accounts/login-throttle';
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
import { registerLiveAdminRoutes } from './routes/live-admin-routes';
import { registerLiveLoadAdminRoutes } from './routes/live-load-admin-routes';
import { registerLiveRoutes } from './routes/live-routes';
import { registerMyBetsRoutes } from './routes/mybets-routes';
import { registerPriceAdminRoutes } from './routes/price-admin-routes';
import { registerSettingsRoutes } from './routes/settings-routes';
import { registerSettlementAdminRoutes } from './routes/settlement-admin-routes';
import { registerStaticRoutes } from './routes/static-routes';
import { registerTimeAdminRoutes } from './routes/time-admin-routes';
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
  /** Failed-login throttling (login-throttle.ts); the defaults when left out. */
  loginThrottle?: Partial<LoginThrottleOptions>;
  /** The largest request body in bytes (Fastify's bodyLimit; larger answers 413). */
  bodyLimit?: number;
  /** The live stream's heartbeat period in real ms (SANDBOX_HEARTBEAT_MS; default 15000). */
  heartbeatMs?: number;
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

/** Fastify's default: 1 MiB. Bigger bodies answer 413 `{ error: 'payload_too_large' }`. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

const routeLists = new WeakMap<FastifyInstance, RouteEntry[]>();
const adminApps = new WeakMap<FastifyInstance, FastifyInstance>();

/** Every route `buildServer` registered on `app` (HEAD routes Fastify adds for GETs left out). */
export function routesOf(app: FastifyInstance): readonly RouteEntry[] {
  return routeLists.get(app) ?? [];
}

/**
 * The admin surface of a server `buildServer` made: a second Fastify instance over the same
 * database, faults, bus, clock and live engine, for its own loopback port (SANDBOX_ADMIN_PORT).
 * The public server has no `/__admin` route at all. Undefined in production mode. Closing the
 * public server closes it too; it expects the public server to be ready first (the live engine
 * loads then), as `startSandbox` and the test servers do.
 */
export function adminAppOf(app: FastifyInstance): FastifyInstance | undefined {
  return adminApps.get(app);
}

/** A Fastify instance with the sandbox's route list, error and not-found answers. */
function sandboxInstance(options: BuildServerOptions): FastifyInstance {
  const { logger = false, bodyLimit = DEFAULT_BODY_LIMIT } = options;
  const instance = Fastify({ logger, bodyLimit });
  const routes: RouteEntry[] = [];
  routeLists.set(instance, routes);
  instance.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url });
    }
  });
  instance.setErrorHandler(sendRequestError);
  instance.setNotFoundHandler(async (_request, reply) =>
    reply.code(404).send({ error: 'not_found' }),
  );
  return instance;
}

/** The sandbox's HTTP server, not yet listening (tests drive it with `inject`). */
export function buildServer(options: BuildServerOptions): FastifyInstance {
  const { db, seed, mode = 'test' } = options;
  const app = sandboxInstance(options);
  const faults = new FaultRegistry();
  const context: SandboxContext = {
    db,
    clock: options.clock ?? createClock(),
    bus: options.bus ?? new WorldBus(),
    mode,
  };
  const throttle = new LoginThrottle(() => context.clock.now(), options.loginThrottle);

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
  registerHeaderLoginRoutes(app, db, throttle);
  registerIcoreRoutes(app, db, throttle);
  registerAccountSessionRoutes(app, db, throttle);
  registerJackpotRoutes(app, context);
  const { engine, streams } = registerLiveRoutes(app, context, {
    faults,
    heartbeatMs: options.heartbeatMs,
  });
  registerBetslipRoutes(app, context);
  registerMyBetsRoutes(app, context);
  const stopSettlement = registerSettlement(context);
  // Closing waits for a settlement run in progress, so it never meets a closed database.
  app.addHook('onClose', async () => {
    stopSettlement();
    await settlementIdle(db);
  });
  // The admin surface (loopback only) exists in dev and test mode, never in production, and
  // never on the public server: a brand app proxies browsers to that one from loopback.
  if (mode !== 'production') {
    const admin = sandboxInstance(options);
    registerAdminRoutes(admin, {
      db,
      faults,
      bus: context.bus,
      seed: seed ?? SANDBOX_DEFAULT_SEED,
      throttle,
    });
    registerAccountAdminRoutes(admin, db, throttle);
    registerTimeAdminRoutes(admin, context, engine);
    registerSettlementAdminRoutes(admin, context);
    registerLeagueAdminRoutes(admin, context);
    registerPriceAdminRoutes(admin, context, engine);
    registerLiveAdminRoutes(admin, engine, streams);
    registerLiveLoadAdminRoutes(admin, db, engine);
    adminApps.set(app, admin);
    // First, so no admin call is still running when the engine stops and the database closes.
    app.addHook('preClose', async () => {
      await admin.close();
    });
  }

  return app;
}

/** The HTTP status an error asks for; 500 when it names none (a database error, a bug). */
function statusOf(error: FastifyError): number {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

const CLIENT_ERRORS: Readonly<Record<number, string>> = {
  400: 'invalid_request',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  431: 'headers_too_large',
};

/**
 * Every error a route throws (or Fastify raises: a body that does not parse, one over bodyLimit)
 * answers JSON. A client error (4xx, set by Fastify or a route) keeps its status and says what
 * was wrong; anything else is a 500 `{ error: 'internal_error' }` and its detail (a database
 * error's code and message, the stack) goes to the log only.
 */
function sendRequestError(
  this: FastifyInstance,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const status = statusOf(error);
  if (status < 500) {
    request.log.info({ err: error }, 'request refused');
    return reply
      .code(status)
      .send({ error: CLIENT_ERRORS[status] ?? 'bad_request', message: error.message });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ error: 'internal_error' });
}
