/**
 * `@clem/core/server`: the platform client of server rendering. Every call is bounded
 * (SERVER_TIMEOUT_MS), asked at most once per request and key, and cached by policy (operator
 * content reused and kept on a failed refresh; the live part of a page asked every time). Only
 * server code imports this entry: it reads the environment and keeps process-wide state, and
 * `@clem/core`'s main entry, which browsers load, never reaches it.
 */
export {
  CONTENT_MAX_AGE_MS,
  CONTENT_POLICY,
  FAILURE_MEMORY_MS,
  LIST_LAST_GOOD_MS,
  LIST_POLICY,
  LIVE_POLICY,
  SERVER_TIMEOUT_MS,
  callKey,
  contentMaxAgeMs,
  loadEventPathTree,
  loadSettings,
  platformCalls,
  platformContextFor,
  serverPlatformClient,
  settle,
  sharedCall,
} from './serverPlatform';
export {
  createCallCache,
  DeadlineError,
  isOutage,
  isTimeoutError,
  requestScoped,
  stableKey,
  withDeadline,
  type CallCache,
  type CallCacheOptions,
  type CallPolicy,
  type Failed,
  type Loaded,
  type RequestCalls,
  type Schedule,
  type Stale,
} from './resilience';
export { authUrl, platformUrl, pushUrl } from './platformUrl';
