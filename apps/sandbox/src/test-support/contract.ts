import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';

export interface PlatformCallOptions {
  /** X-SB-Brand; `zedbet` when missing, no header at all when null. */
  brand?: string | null;
  /** Sent as `Authorization: Bearer …`. */
  token?: string;
  /** An object (sent as JSON) or raw JSON text. */
  payload?: unknown;
  /** More headers, applied last. */
  headers?: Record<string, string>;
}

/** One platform call through `inject`, answered as status and parsed JSON body. */
export async function callPlatform(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: PlatformCallOptions = {},
): Promise<{ status: number; body: unknown }> {
  const response = await app.inject({
    method,
    url,
    headers: {
      ...(options.brand === null ? {} : { 'X-SB-Brand': options.brand ?? 'zedbet' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(typeof options.payload === 'string' ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.payload === undefined ? {} : { payload: options.payload as string | object }),
  });
  return { status: response.statusCode, body: response.json<unknown>() };
}

/**
 * Parses `body` with `schema` and asserts nothing was dropped or changed on the way. Any zod 4
 * schema: the front end's (@clem/core/schemas) are zod/mini, the sandbox's own are classic.
 */
export function parseExact<T extends z.core.$ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = z.parse(schema, body);
  expect(parsed).toEqual(body);
  return parsed;
}
