import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import type * as z from 'zod/mini';
import { malformedResponse, normalisePlatformError, PlatformError } from './errors';

/**
 * One axios instance per store (browser) or per request (server). It carries the spec's global
 * headers (X-SB-Brand, X-SB-Origin, X-SB-PORTALID, X-Accept-Language, X-LVS-PriceFormat, bearer)
 * and query params (l, pub, mc, cmsLocale). `allowAbsoluteUrls: false` keeps every call on the
 * configured base: in the browser that is the page's own origin, which rewrites /api and /xapi
 * to the platform; on the server it is CLEM_PLATFORM_URL.
 */
export interface PlatformContext {
  /** '' in the browser (same origin); the platform's URL on the server. */
  baseURL: string;
  brandHeader: string;
  portalId: string;
  origin: string;
  pub: string;
  locale: string;
  /**
   * The odds format sent as X-LVS-PriceFormat (the first render's; see getPriceFormat). Named
   * after the header it fills.
   */
  priceFormat: string;
  /**
   * The live odds format (the store's `selectOddsFormat`). When given, every request sends it as
   * X-LVS-PriceFormat, so a changed odds format applies to the next call.
   */
  getPriceFormat?: () => string;
  channel: 'web' | 'mobile';
  /** Returns the bearer token when logged in. */
  getToken?: () => string | undefined;
  /** The push service's public base URL for the browser (see StoreExtra's `pushUrl`). */
  pushUrl?: string;
  timeoutMs?: number;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * §4: the call needs a valid bearer token; without one (or within 30 s of its expiry) it is
     * aborted before it leaves the browser (see platform/sessionGuards.ts).
     */
    withAuth?: boolean;
  }
}

export type PlatformClient = AxiosInstance & { readonly context: PlatformContext };

export function createPlatformClient(context: PlatformContext): PlatformClient {
  const instance = axios.create({
    baseURL: context.baseURL,
    allowAbsoluteUrls: false,
    timeout: context.timeoutMs ?? 10_000,
    headers: {
      Accept: 'application/json',
      'X-SB-Brand': context.brandHeader,
      'X-SB-Origin': context.origin,
      'X-SB-PORTALID': context.portalId,
      'X-Accept-Language': context.locale,
      'X-LVS-PriceFormat': context.priceFormat,
    },
    // Parse JSON ourselves so a malformed body is a typed error, not a string passed along.
    responseType: 'text',
    transformResponse: [(data: unknown) => data],
  });
  instance.interceptors.request.use((config) => {
    config.params = {
      l: context.locale,
      pub: context.pub,
      mc: context.channel,
      cmsLocale: context.locale,
      ...(config.params as Record<string, unknown> | undefined),
    };
    const priceFormat = context.getPriceFormat?.();
    if (priceFormat) config.headers.set('X-LVS-PriceFormat', priceFormat);
    // A call that brings its own bearer (icore checkplayer uses the extToken) keeps it.
    const token = context.getToken?.();
    if (token && !config.headers.has('Authorization')) {
      config.headers.set('Authorization', `Bearer ${token}`);
    }
    return config;
  });
  return Object.assign(instance, { context });
}

export interface PlatformRequest<S extends z.ZodMiniType> extends Omit<AxiosRequestConfig, 'url'> {
  url: string;
  schema: S;
}

/** Parses a JSON text body; a syntax error becomes a malformed-response PlatformError. */
export function parseJsonBody(body: unknown, url: string): unknown {
  if (typeof body !== 'string') return body;
  if (body.trim() === '') return null;
  try {
    return JSON.parse(body) as unknown;
  } catch (error) {
    throw new PlatformError({
      kind: 'malformed',
      message: `Malformed JSON from ${url}`,
      messageKey: 'error-malformed-response',
      url,
      cause: error,
    });
  }
}

/**
 * Sends one call and validates the answer with its schema at the boundary. Resolves with typed
 * data or rejects with a PlatformError; nothing unvalidated leaves this function.
 */
export async function platformRequest<S extends z.ZodMiniType>(
  client: AxiosInstance,
  { schema, ...config }: PlatformRequest<S>,
): Promise<z.infer<S>> {
  try {
    const response = await client.request<unknown>(config);
    const body = parseJsonBody(response.data, config.url);
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw malformedResponse(config.url, parsed.error);
    return parsed.data;
  } catch (error) {
    throw normalisePlatformError(error);
  }
}
