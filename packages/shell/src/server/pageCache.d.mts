import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PageCachePolicy } from './pageCacheMark.mjs';

export declare const DEFAULT_FRESH_SECONDS: number;
export declare const NONCE_LENGTH: number;
export declare const MAX_FRESH_SECONDS: number;
export declare const STALE_SECONDS: number;
export declare const DEFAULT_MAX_BYTES: number;
export declare const MAX_PAGE_BYTES: number;
export declare const WAIT_LIMIT_MS: number;

export declare function pageCacheSeconds(value: string | undefined): number;
export declare function newNonce(length?: number): string;
export declare function splitOnNonce(body: Buffer, nonce: string): Buffer[];
export declare function deflateParts(parts: readonly Buffer[], nonceLength: number): Buffer[];
export declare function stampIdentity(parts: readonly Buffer[], nonce: string): Buffer;
export declare function stampGzip(
  parts: readonly Buffer[],
  deflated: readonly Buffer[],
  nonce: string,
): Buffer;
export declare function acceptsGzip(value: unknown): boolean;
export declare function parseCookieHeader(value: unknown): Map<string, string>;
export declare function asksForFresh(request: Pick<IncomingMessage, 'headers'>): boolean;
export declare function isFlight(request: Pick<IncomingMessage, 'headers'>): boolean;
export declare function isCandidate(
  request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>,
): boolean;

export interface CachedPage {
  policy: PageCachePolicy;
  headers: Record<string, string | number | string[] | undefined>;
  body: Buffer;
  /** The render's nonce (a page's or a flight's, from the answer's CSP). */
  nonce: string | null;
}

export interface PageCacheEntry {
  readonly storedAt: number;
  readonly freshUntil: number;
  readonly staleUntil: number;
}

export type PageCacheDecision =
  | { kind: 'pass' }
  | { kind: 'bypass' }
  | { kind: 'hit' | 'stale'; entry: PageCacheEntry }
  | { kind: 'wait'; done: Promise<void> }
  | {
      kind: 'render';
      primary: string;
      asked: Pick<IncomingMessage, 'headers'>;
      flight: string | null;
      refreshing: PageCacheEntry | null;
    };

export declare class PageCache {
  constructor(options?: {
    freshSeconds?: number;
    staleSeconds?: number;
    maxBytes?: number;
    now?: () => number;
  });
  readonly enabled: boolean;
  readonly size: { entries: number; bytes: number };
  decide(
    request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>,
    options?: { wait?: boolean },
  ): PageCacheDecision;
  finish(decision: PageCacheDecision & { kind: 'render' }, page: CachedPage | null): void;
  answer(
    entry: PageCacheEntry,
    kind: 'hit' | 'stale',
    request: Pick<IncomingMessage, 'headers'>,
  ): { status: number; headers: Record<string, string | string[]>; body: Buffer; nonce: string };
}

export declare function withPageCache(
  handle: (request: IncomingMessage, response: ServerResponse) => unknown,
  cache: PageCache,
): (request: IncomingMessage, response: ServerResponse) => Promise<unknown>;
export declare function setsOnlySharedCookies(
  setCookie: string | number | string[] | undefined,
  policy: PageCachePolicy,
): boolean;
