// The brand server's shared page cache: a page a logged-out visitor asks for is rendered once
// every few seconds and served from memory to everyone else who asks for the same variant, with
// a fresh CSP nonce in every answer (docs/architecture.md "Rendering a page", "The page cache").
//
// - What may be shared is the proxy's decision, never this module's: it marks such a page's
//   answer with `x-clem-page-cache` (see pageCacheMark.mjs), naming the cookies and headers that
//   pick a variant and the cookies that make a request personal (a session). An unmarked answer
//   (a logged-in player's page, an account page, anything with Set-Cookie, an error) is never
//   stored, and a request carrying a session cookie is never answered from the cache.
// - The nonce: a cached page cannot hand one nonce to everyone (whoever read it once could inject
//   scripts for all). The page is stored split at its nonce, which only the server ever saw and
//   which no content could contain (it did not exist before the render), and every answer joins
//   the parts around a new random nonce, in the body and in the Content-Security-Policy header.
//   The policy is exactly as strict as for a rendered page.
// - Compression without compressing per answer: each part is deflated once, on its own, ending
//   on a full flush (byte-aligned, no reference to earlier bytes); an answer is the gzip header,
//   the parts with the nonce between them as small stored blocks, a final empty block and the
//   CRC-32 of the whole text.
// - Freshness: fresh for CLEM_PAGE_CACHE_SECONDS (5 s by default, 0 turns the cache off), then
//   served stale for up to 30 s more while one request renders its replacement; requests for a
//   page nobody has rendered yet wait for the one render under way. Memory is bounded (LRU).
// - Refreshes: a logged-out page asks for its flight payload every 15 s (sports' PageRefresher),
//   so at scale refreshes outnumber page views many times over. The flight of a refresh (or of a
//   navigation) to a shared page is kept the same way, keyed also by the router state it was
//   asked from, and never served stale: a refresh brings prices at most the fresh time old.
//
// Plain JavaScript (no build step): it runs in `node server.mjs`.
import { randomBytes } from 'node:crypto';
import {
  brotliDecompressSync,
  constants,
  crc32,
  deflateRawSync,
  gunzipSync,
  inflateSync,
} from 'node:zlib';
import {
  PAGE_CACHE_MARK_HEADER,
  PAGE_CACHE_STATUS_HEADER,
  parsePageCacheMark,
} from './pageCacheMark.mjs';

export const DEFAULT_FRESH_SECONDS = 5;
/** 22 base64url characters: 132 bits. A page whose nonce is shorter is never stored. */
export const NONCE_LENGTH = 22;
export const MAX_FRESH_SECONDS = 60;
export const STALE_SECONDS = 30;
export const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
export const MAX_PAGE_BYTES = 4 * 1024 * 1024;
/** How many unstored pages the cache remembers (it forgets them all beyond). */
const UNSTORED_LIMIT = 10_000;
/** A request that waits for another's render gives up after this and renders itself. */
export const WAIT_LIMIT_MS = 10_000;

/** `CLEM_PAGE_CACHE_SECONDS`: whole seconds from 0 (off) to 60; anything else gives 5. */
export function pageCacheSeconds(value) {
  if (value === undefined || value === '') return DEFAULT_FRESH_SECONDS;
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 0 && parsed <= MAX_FRESH_SECONDS
    ? parsed
    : DEFAULT_FRESH_SECONDS;
}

/**
 * At least 128 random bits in base64url (no character any HTML or JSON context escapes), 22
 * characters unless told: a page's new nonce has the length of the one it replaces.
 */
export function newNonce(length = NONCE_LENGTH) {
  if (!Number.isInteger(length) || length < NONCE_LENGTH) throw new Error('Nonce too short');
  return randomBytes(Math.ceil((length * 3) / 4))
    .toString('base64url')
    .slice(0, length);
}

/** The body cut at every occurrence of `nonce` (n occurrences give n + 1 parts). */
export function splitOnNonce(body, nonce) {
  const needle = Buffer.from(nonce, 'latin1');
  const parts = [];
  let from = 0;
  for (let at = body.indexOf(needle, from); at >= 0; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

const WINDOW = 32 * 1024;

/**
 * Each part deflated once, ending byte-aligned on a sync flush. A part may refer back to the text
 * before it (deflate's 32 KB window), where the nonce will be a different one in every answer:
 * it is compressed against that text with NUL bytes in place of each nonce, so that no match can
 * reach into a nonce as long as the part itself has no NUL byte (HTML has none; a part that does
 * is compressed without the text before it).
 */
export function deflateParts(parts, nonceLength) {
  const hole = Buffer.alloc(nonceLength, 0);
  let before = Buffer.alloc(0);
  return parts.map((part, index) => {
    if (index > 0) before = Buffer.concat([before, hole]).subarray(-WINDOW);
    const options = { finishFlush: constants.Z_SYNC_FLUSH };
    const dictionary = before.length > 0 && !part.includes(0) ? { dictionary: before } : {};
    const deflated =
      part.length === 0 ? Buffer.alloc(0) : deflateRawSync(part, { ...options, ...dictionary });
    before = Buffer.concat([before, part]).subarray(-WINDOW);
    return deflated;
  });
}

/** The page's text with `nonce` between its parts. */
export function stampIdentity(parts, nonce) {
  const between = Buffer.from(nonce, 'latin1');
  const pieces = [];
  parts.forEach((part, index) => {
    if (index > 0) pieces.push(between);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** BFINAL=1, fixed Huffman, end of block: the last block of the stream. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

/** A gzip stream of `stampIdentity(parts, nonce)` built from `deflateParts(parts)`. */
export function stampGzip(parts, deflated, nonce) {
  const between = Buffer.from(nonce, 'latin1');
  if (between.length > 0xffff) throw new Error('Nonce too long for a stored block');
  const stored = Buffer.alloc(5 + between.length);
  stored[0] = 0; // BFINAL=0, stored; the rest of the byte is padding
  stored.writeUInt16LE(between.length, 1);
  stored.writeUInt16LE(~between.length & 0xffff, 3);
  between.copy(stored, 5);
  const pieces = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      pieces.push(stored);
      crc = crc32(between, crc);
      size += between.length;
    }
    pieces.push(deflated[index]);
    crc = crc32(part, crc);
    size += part.length;
  });
  pieces.push(FINAL_EMPTY_BLOCK);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(trailer);
  return Buffer.concat(pieces);
}

/** Whether an Accept-Encoding value takes gzip (by name or `*`, with a weight above 0). */
export function acceptsGzip(value) {
  if (typeof value !== 'string') return false;
  return value.split(',').some((item) => {
    const [coding = '', ...params] = item.split(';').map((part) => part.trim());
    if (coding.toLowerCase() !== 'gzip' && coding !== '*') return false;
    const weight = params.find((param) => /^q=/i.test(param));
    return weight === undefined || Number(weight.slice(2)) > 0;
  });
}

/** Cookie header → Map of name to value (first occurrence wins, as servers read it). */
export function parseCookieHeader(value) {
  const cookies = new Map();
  if (typeof value !== 'string') return cookies;
  for (const pair of value.split(';')) {
    const equals = pair.indexOf('=');
    if (equals < 0) continue;
    const name = pair.slice(0, equals).trim();
    if (name !== '' && !cookies.has(name)) cookies.set(name, pair.slice(equals + 1).trim());
  }
  return cookies;
}

/**
 * Flight (RSC) requests: the Next router's fetches of a page's payload. The ones the cache takes
 * are a page's refresh and a client navigation to a page (`RSC: 1`); never a prefetch (its answer
 * is a partial payload) nor a server action (a POST, and personal by nature).
 */
const FLIGHT_EXCLUDED_HEADERS = [
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
];
/**
 * What a flight answer depends on besides its URL: the router state it was asked from (which
 * segments the browser holds already) and the intercepting route's URL. Next's `_rsc` query
 * parameter is a hash of these, but the key holds them whole rather than trusting the hash.
 */
const FLIGHT_KEY_HEADERS = ['rsc', 'next-router-state-tree', 'next-url'];

/** Whether a request is one of Next's flight requests (its router's fetches, not a document). */
export function isFlight(request) {
  return request.headers.rsc !== undefined;
}

/**
 * Whether the browser asks for a page no cache may answer without the server (RFC 9111): a
 * reload (`Cache-Control: max-age=0`), a hard reload (`no-cache`, or HTTP/1.0's `Pragma`).
 * Never for a flight request: the router fetches those past the browser's own HTTP cache, which
 * makes the browser add `no-cache`, with no player asking for anything; a flight copy is never
 * older than the fresh time (flights are never served stale), which the page's refresh allows.
 */
export function asksForFresh(request) {
  if (isFlight(request)) return false;
  const directives = headerText(request.headers['cache-control'])
    .toLowerCase()
    .split(',')
    .map((directive) => directive.trim());
  if (directives.includes('no-cache') || directives.includes('max-age=0')) return true;
  return /(^|,)\s*no-cache\s*(,|$)/i.test(headerText(request.headers.pragma));
}

/** Next's files and the platform calls the proxy forwards (core's proxyRoutes.ts): never pages. */
const NOT_PAGES = /^\/(_next|api|xapi|auth)(\/|\?|$)/;

/**
 * Whether the cache looks at a request at all: a page's document, asked for with GET or HEAD (a
 * browser says so with Sec-Fetch-Dest; a script's fetch is never one), or the flight of a page's
 * refresh or of a navigation to it, asked for with GET.
 */
export function isCandidate(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url ?? '/';
  if (NOT_PAGES.test(url)) return false;
  const dest = request.headers['sec-fetch-dest'];
  if (isFlight(request)) {
    if (request.method !== 'GET' || (dest !== undefined && dest !== 'empty')) return false;
    return !FLIGHT_EXCLUDED_HEADERS.some((name) => request.headers[name] !== undefined);
  }
  if (dest !== undefined && dest !== 'document' && dest !== 'iframe') return false;
  if (FLIGHT_EXCLUDED_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  if (request.headers['next-router-state-tree'] !== undefined) return false;
  return !/[?&]_rsc=/.test(url);
}

/** The URL's place in the cache: host and URL, and for a flight what its answer depends on. */
function primaryKey(request) {
  const primary = `${headerText(request.headers.host)} ${request.url ?? '/'}`;
  if (!isFlight(request)) return primary;
  return `${primary}\nflight ${JSON.stringify(
    FLIGHT_KEY_HEADERS.map((name) => headerText(request.headers[name])),
  )}`;
}

function headerText(value) {
  if (value === undefined) return '';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** Answer headers never stored: the connection's, the body's, cookies and the cache's own. */
const UNSTORED_HEADERS = new Set([
  'age',
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'keep-alive',
  'transfer-encoding',
  PAGE_CACHE_MARK_HEADER,
  PAGE_CACHE_STATUS_HEADER,
]);

function decodeBody(body, encoding) {
  switch ((encoding ?? 'identity').toLowerCase()) {
    case 'identity':
      return body;
    case 'gzip':
      return gunzipSync(body);
    case 'deflate':
      return inflateSync(body);
    case 'br':
      return brotliDecompressSync(body);
    default:
      return null;
  }
}

export class PageCache {
  #freshMs;
  #staleMs;
  #maxBytes;
  #now;
  /** Primary key (host and URL) → the proxy's latest policy for it. */
  #policies = new Map();
  /** Primary key and variant → entry, least recently used first. */
  #entries = new Map();
  /** Renders under way that others wait for: key → { promise, resolve }. */
  #flights = new Map();
  /**
   * Pages whose last render was not stored (personal, an error, a route that is never shared),
   * until when: requests for them render at once instead of waiting for one another.
   */
  #unstored = new Map();
  #bytes = 0;

  constructor({
    freshSeconds = DEFAULT_FRESH_SECONDS,
    staleSeconds = STALE_SECONDS,
    maxBytes = DEFAULT_MAX_BYTES,
    now = Date.now,
  } = {}) {
    this.#freshMs = freshSeconds * 1000;
    this.#staleMs = staleSeconds * 1000;
    this.#maxBytes = maxBytes;
    this.#now = now;
  }

  get enabled() {
    return this.#freshMs > 0;
  }

  get size() {
    return { entries: this.#entries.size, bytes: this.#bytes };
  }

  /**
   * What to do with a request: `pass` (not the cache's business), `bypass` (personal: render,
   * never store), `hit` or `stale` (serve `entry`), `render` (render, and store the answer if
   * the proxy marks it; then call `finish`), or `wait` (another request is rendering it: await
   * `done`, then decide again with `{ wait: false }`).
   */
  decide(request, { wait = true } = {}) {
    if (!this.enabled || !isCandidate(request)) return { kind: 'pass' };
    // A HEAD answer has no body to store: served from a stored page, else rendered, never kept.
    const head = request.method === 'HEAD';
    // Next adds headers to the request while it handles it (x-forwarded-*): the variant is
    // picked from the request as it came in.
    const asked = { headers: { ...request.headers } };
    const primary = primaryKey(request);
    const policy = this.#policies.get(primary);
    if (asksForFresh(request) && !head) {
      // A reload: rendered now (and stored for the next visitors), never a copy.
      const cookies = parseCookieHeader(request.headers.cookie);
      if (policy && isPersonal(cookies, policy)) return { kind: 'bypass' };
      return { kind: 'render', primary, asked, flight: null, refreshing: null };
    }
    if (!policy) {
      const until = this.#unstored.get(primary);
      if (head) return { kind: 'pass' };
      if (until !== undefined && this.#now() < until) {
        return { kind: 'render', primary, asked, flight: null, refreshing: null };
      }
      this.#unstored.delete(primary);
      return this.#render(`${primary}\n*`, primary, asked, wait);
    }
    const cookies = parseCookieHeader(request.headers.cookie);
    if (isPersonal(cookies, policy)) return { kind: 'bypass' };
    const key = `${primary}\n${variantOf(request, cookies, policy)}`;
    const entry = this.#entries.get(key);
    if (entry) {
      const now = this.#now();
      if (now < entry.freshUntil) {
        this.#entries.delete(key);
        this.#entries.set(key, entry);
        return { kind: 'hit', entry };
      }
      if (now < entry.staleUntil) {
        if (entry.refreshing || head) return { kind: 'stale', entry };
        entry.refreshing = true;
        return { kind: 'render', primary, asked, flight: null, refreshing: entry };
      }
      this.#drop(key);
    }
    if (head) return { kind: 'pass' };
    return this.#render(key, primary, asked, wait);
  }

  /** A first render of a page (or variant): the one others wait for, unless one is under way. */
  #render(flight, primary, asked, wait) {
    const under = this.#flights.get(flight);
    if (under) {
      if (wait) return { kind: 'wait', done: under.promise };
      return { kind: 'render', primary, asked, flight: null, refreshing: null };
    }
    let resolve = () => {};
    const promise = new Promise((settle) => {
      resolve = settle;
      setTimeout(settle, WAIT_LIMIT_MS).unref();
    });
    this.#flights.set(flight, { promise, resolve });
    return { kind: 'render', primary, asked, flight, refreshing: null };
  }

  /**
   * The end of a `render` decision: `page` is what was captured (or null when the answer was not
   * one to store): `{ policy, headers, body, nonce }` with the body decoded.
   */
  finish(decision, page) {
    if (page) {
      this.#store(decision.primary, decision.asked, page);
      this.#unstored.delete(decision.primary);
    } else if (!this.#policies.has(decision.primary)) {
      if (this.#unstored.size >= UNSTORED_LIMIT) this.#unstored.clear();
      this.#unstored.set(decision.primary, this.#now() + this.#freshMs);
    }
    if (decision.refreshing) decision.refreshing.refreshing = false;
    if (decision.flight) {
      this.#flights.get(decision.flight)?.resolve();
      this.#flights.delete(decision.flight);
    }
  }

  #store(primary, request, { policy, headers, body, nonce }) {
    if (body.length > MAX_PAGE_BYTES || !nonce || nonce.length < NONCE_LENGTH) return;
    const cookies = parseCookieHeader(request.headers.cookie);
    if (isPersonal(cookies, policy)) return;
    const parts = splitOnNonce(body, nonce);
    const deflated = deflateParts(parts, nonce.length);
    const storedHeaders = [];
    for (const [name, value] of Object.entries(headers)) {
      if (UNSTORED_HEADERS.has(name)) continue;
      if (name === 'set-cookie') {
        // Several Set-Cookie lines stay several lines; none of them carries the nonce.
        storedHeaders.push([name, [Array.isArray(value) ? value : [String(value)]]]);
        continue;
      }
      storedHeaders.push([name, headerText(value).split(nonce)]);
    }
    const now = this.#now();
    const size =
      parts.reduce((sum, part) => sum + part.length, 0) +
      deflated.reduce((sum, part) => sum + part.length, 0);
    const key = `${primary}\n${variantOf(request, cookies, policy)}`;
    this.#policies.set(primary, policy);
    this.#drop(key);
    this.#entries.set(key, {
      parts,
      deflated,
      headers: storedHeaders,
      nonceLength: nonce.length,
      size,
      storedAt: now,
      freshUntil: now + this.#freshMs,
      // A flight refreshes prices on a page already shown: never served stale.
      staleUntil: now + this.#freshMs + (isFlight(request) ? 0 : this.#staleMs),
      refreshing: false,
    });
    this.#bytes += size;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.size;
    }
  }

  #drop(key) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.size;
  }

  /** The answer for a `hit` or `stale` entry, stamped with a fresh nonce. */
  answer(entry, kind, request) {
    const nonce = newNonce(entry.nonceLength);
    const gzip = acceptsGzip(request.headers['accept-encoding']);
    const body = gzip
      ? stampGzip(entry.parts, entry.deflated, nonce)
      : stampIdentity(entry.parts, nonce);
    const headers = {};
    for (const [name, pieces] of entry.headers) {
      headers[name] = name === 'set-cookie' ? pieces[0] : pieces.join(nonce);
    }
    const vary = headers.vary ? String(headers.vary) : '';
    if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) {
      headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
    }
    if (gzip) headers['content-encoding'] = 'gzip';
    headers['content-length'] = String(body.length);
    const ageMs = Math.max(0, this.#now() - entry.storedAt);
    headers.age = String(Math.floor(ageMs / 1000));
    // The page reads its age here (PerformanceNavigationTiming.serverTiming) and refreshes its
    // prices that much sooner (sports' PageRefresher).
    headers['server-timing'] = `cache;desc=${kind}, age;dur=${ageMs}`;
    headers[PAGE_CACHE_STATUS_HEADER] = kind;
    return { status: 200, headers, body, nonce };
  }
}

/** Whether a request carries a cookie that makes it personal under the proxy's policy. */
function isPersonal(cookies, policy) {
  return policy.bypassCookies.some((name) => cookies.has(name));
}

function variantOf(request, cookies, policy) {
  return JSON.stringify([
    policy.varyCookies.map((name) => cookies.get(name) ?? null),
    policy.varyHeaders.map((name) => headerText(request.headers[name])),
  ]);
}

/** Whether every cookie an answer sets is one the proxy said may be shared. */
export function setsOnlySharedCookies(setCookie, policy) {
  if (setCookie === undefined) return true;
  const lines = Array.isArray(setCookie) ? setCookie : [String(setCookie)];
  return lines.every((line) => {
    const name = line.slice(0, Math.max(0, line.indexOf('='))).trim();
    return name !== '' && policy.sharedSetCookies.includes(name);
  });
}

/**
 * Watches Next's answer to a `render` decision: removes the proxy's mark before the headers
 * leave, and keeps a copy of a marked 200 answer without Set-Cookie to store (HTML for a page,
 * Next's flight payload for a flight request). The answer
 * itself streams to the browser as Next sends it.
 */
function captureAnswer(response, onDone = null, flight = false) {
  // undefined until the headers go (a body given to `end` is seen before them), then the
  // answer to store or null.
  let capture = onDone ? undefined : null;
  let size = 0;
  let settled = false;
  const chunks = [];
  const settle = (page) => {
    if (settled) return;
    settled = true;
    onDone?.(page);
  };
  const keep = (chunk, encoding) => {
    if (capture === null || chunk === undefined || chunk === null || typeof chunk === 'function') {
      return;
    }
    const buffer =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
        : Buffer.from(chunk);
    size += buffer.length;
    if (size > MAX_PAGE_BYTES) {
      capture = null;
      chunks.length = 0;
    } else chunks.push(buffer);
  };
  const { writeHead, write, end } = response;
  response.writeHead = function writeHeadWithoutMark(statusCode, ...rest) {
    const inline = rest.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg));
    let mark = response.getHeader(PAGE_CACHE_MARK_HEADER);
    response.removeHeader(PAGE_CACHE_MARK_HEADER);
    // Headers given to writeHead itself: the same, on a copy without the mark.
    let args = rest;
    if (inline) {
      const kept = {};
      for (const [name, value] of Object.entries(inline)) {
        if (name.toLowerCase() === PAGE_CACHE_MARK_HEADER) mark = value;
        else kept[name] = value;
      }
      args = rest.map((arg) => (arg === inline ? kept : arg));
    }
    const policy = parsePageCacheMark(headerText(mark));
    const csp = headerText(response.getHeader('content-security-policy'));
    const nonce = /'nonce-([A-Za-z0-9+/_=-]+)'/.exec(csp)?.[1];
    const type = headerText(response.getHeader('content-type'));
    if (
      onDone &&
      policy &&
      nonce &&
      statusCode === 200 &&
      setsOnlySharedCookies(response.getHeader('set-cookie'), policy) &&
      !inline?.['set-cookie'] &&
      (flight ? /^text\/x-component\b/i : /^text\/html\b/i).test(type)
    ) {
      capture = { policy, nonce, headers: { ...response.getHeaders() } };
      response.setHeader(PAGE_CACHE_STATUS_HEADER, 'miss');
    } else {
      capture = null;
      chunks.length = 0;
    }
    return writeHead.call(this, statusCode, ...args);
  };
  if (!onDone) return;
  response.write = function writeAndKeep(chunk, encoding, callback) {
    keep(chunk, encoding);
    return write.call(this, chunk, encoding, callback);
  };
  response.end = function endAndKeep(chunk, encoding, callback) {
    keep(chunk, encoding);
    return end.call(this, chunk, encoding, callback);
  };
  response.once('finish', () => {
    if (!capture) return settle(null);
    try {
      const body = decodeBody(
        Buffer.concat(chunks),
        headerText(capture.headers['content-encoding']) || 'identity',
      );
      if (!body) return settle(null);
      settle({
        policy: capture.policy,
        headers: capture.headers,
        body,
        nonce: capture.nonce,
      });
    } catch {
      settle(null);
    }
  });
  response.once('close', () => settle(null));
}

/**
 * Next's request handler behind the page cache: hits and stale pages are answered here, anything
 * else goes to Next, and a marked page Next renders is stored on its way out.
 */
export function withPageCache(handle, cache) {
  return async function handleWithCache(request, response) {
    let decision = cache.decide(request);
    if (decision.kind === 'wait') {
      await decision.done;
      decision = cache.decide(request, { wait: false });
    }
    if (decision.kind === 'hit' || decision.kind === 'stale') {
      const answer = cache.answer(decision.entry, decision.kind, request);
      response.writeHead(answer.status, answer.headers);
      response.end(request.method === 'HEAD' ? undefined : answer.body);
      return;
    }
    if (decision.kind === 'bypass') response.setHeader(PAGE_CACHE_STATUS_HEADER, 'bypass');
    // A render is stored if the proxy marks it; any other answer only loses the mark.
    captureAnswer(
      response,
      decision.kind === 'render' ? (page) => cache.finish(decision, page) : null,
      isFlight(request),
    );
    return handle(request, response);
  };
}
