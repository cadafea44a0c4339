// The production server of every brand app (`npm start` in apps/<brand>, generated server.mjs):
// Next's own request handler behind a plain Node HTTP server that first refuses the methods no
// page or platform call takes. TRACE, TRACK and CONNECT never reach Next: its proxy builds a web
// `Request` for every request, which throws on those methods, so they answered 500 with a stack
// trace in the log. Everything else is `next start` (same build, same handler) behind the shared
// page cache for logged-out visitors (pageCache.mjs).
//
// Plain JavaScript (no build step): it is what `node server.mjs` runs.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { PageCache, pageCacheSeconds, withPageCache } from './pageCache.mjs';

/** Methods refused before Next sees them (fetch's forbidden methods). */
export const REFUSED_METHODS = ['TRACE', 'TRACK', 'CONNECT'];

/** `-p 3100 -H localhost` as `next start` takes them; the environment otherwise. */
export function serverOptions(argv = process.argv.slice(2), env = process.env) {
  const flag = (short, long) => {
    const index = argv.findIndex((arg) => arg === short || arg === long);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const port = Number(flag('-p', '--port') ?? env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Bad port: ${port}`);
  // Loopback unless told otherwise (CLEM_HOST=0.0.0.0 behind a load balancer). Not HOSTNAME:
  // shells and containers set it to the machine's name.
  const hostname = flag('-H', '--hostname') ?? env.CLEM_HOST ?? 'localhost';
  return { port, hostname };
}

/** The answer for a refused method, or null to hand the request to Next. */
export function refusal(method) {
  if (!REFUSED_METHODS.includes(String(method).toUpperCase())) return null;
  return {
    status: 405,
    headers: {
      allow: 'GET, HEAD, POST',
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
    body: 'Method not allowed',
  };
}

/**
 * Starts the brand app in `dir` (its built `.next`) and resolves once it listens. `standalone`:
 * `dir` is the app's folder in Next's standalone output (scripts/standalone.mjs), which has no
 * next.config.ts: the config the build resolved is read from `.next/required-server-files.json`,
 * as Next's own standalone server does.
 */
export async function startBrandServer({ dir, argv, env, standalone = false } = {}) {
  const { port, hostname } = serverOptions(argv, env);
  process.env.NODE_ENV = 'production';
  let conf;
  if (standalone) {
    conf = JSON.parse(
      readFileSync(join(dir, '.next', 'required-server-files.json'), 'utf8'),
    ).config;
    process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(conf);
    process.chdir(dir);
  }
  const { default: next } = await import('next');
  const app = next({ dev: false, dir, hostname, port, ...(conf ? { conf } : {}) });
  // Logged-out visitors' prematch pages from the shared cache (pageCache.mjs).
  const cache = new PageCache({
    freshSeconds: pageCacheSeconds(
      env?.CLEM_PAGE_CACHE_SECONDS ?? process.env.CLEM_PAGE_CACHE_SECONDS,
    ),
  });
  const handle = withPageCache(app.getRequestHandler(), cache);
  await app.prepare();
  const server = createServer((request, response) => {
    const refused = refusal(request.method);
    if (refused) {
      response.writeHead(refused.status, refused.headers);
      response.end(refused.body);
      return;
    }
    void handle(request, response);
  });
  // Node hands CONNECT to 'connect' listeners, not to the request handler.
  server.on('connect', (_request, socket) => {
    socket.end(
      'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Length: 0\r\n\r\n',
    );
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => resolve(undefined));
  });
  console.info(`▲ ready on http://${hostname}:${port}`);
  return server;
}
