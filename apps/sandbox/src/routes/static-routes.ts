import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** apps/sandbox/static: the HLS test stream and the advert/branding images. */
export const STATIC_ROOT = fileURLToPath(new URL('../../static', import.meta.url));

/** Only these files are served; anything else under static/ answers 404. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  // The committed segments are .mp2t: a .ts file would be linted and formatted as TypeScript.
  '.mp2t': 'video/mp2t',
  '.ts': 'video/mp2t',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
};

const NOT_FOUND = { error: 'not_found', message: 'No such static file' } as const;

/**
 * The path of a file under `root` named by a request's wildcard, or undefined when the name is
 * unsafe: empty, absolute, with a `.`/`..`/hidden segment, a backslash or a NUL byte.
 */
export function safeStaticPath(root: string, name: string): string | undefined {
  if (name === '' || name.includes('\0') || name.includes('\\')) return undefined;
  const segments = name.split('/');
  if (segments.some((segment) => segment === '' || segment.startsWith('.'))) return undefined;
  const path = resolve(root, ...segments);
  return path.startsWith(root + sep) ? path : undefined;
}

/**
 * GET /static/* and its alias /api/static/* (the brand apps proxy only /api and /xapi to the
 * platform, so content URLs use the alias). Files are streamed with node:fs.
 */
export function registerStaticRoutes(app: FastifyInstance, root = STATIC_ROOT): void {
  const serve = async (
    request: FastifyRequest<{ Params: { '*': string } }>,
    reply: FastifyReply,
  ) => {
    const path = safeStaticPath(root, request.params['*']);
    const contentType = path === undefined ? undefined : CONTENT_TYPES[extname(path).toLowerCase()];
    if (path === undefined || contentType === undefined) return reply.code(404).send(NOT_FOUND);
    const stats = await stat(path).catch(() => undefined);
    if (stats === undefined || !stats.isFile()) return reply.code(404).send(NOT_FOUND);
    return reply
      .header('content-type', contentType)
      .header('content-length', stats.size)
      .header('cache-control', 'public, max-age=300')
      .header('access-control-allow-origin', '*')
      .send(createReadStream(path));
  };
  app.get('/static/*', serve);
  app.get('/api/static/*', serve);
}
