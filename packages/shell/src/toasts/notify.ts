/**
 * The public toast API: `notify(key, options)` from anywhere in the browser (a thunk, a fetch
 * wrapper, a component). It is a tiny module-level queue, so raising a toast ships no toast
 * library: requests wait here until the ToastHost has lazily loaded sonner and connected, then
 * go straight through. On the server `notify` does nothing (a toast is a browser event).
 *
 * Choice where the spec is silent: at most 20 requests wait before the host connects; older
 * ones are dropped first (a page without a host must not grow memory without bound).
 */
export interface ToastRequest {
  /** A catalogue key (see catalogue.ts); an unknown key shows 'Notification does not exist'. */
  key: string;
  /** ICU values for the message. */
  values: Record<string, string | number>;
  /** The request reference of a failed call (the betslip 500 toast shows it). */
  reference?: string;
}

export interface NotifyOptions {
  values?: Record<string, string | number>;
  reference?: string;
}

type ToastListener = (request: ToastRequest) => void;

export const MAX_PENDING_TOASTS = 20;

const pending: ToastRequest[] = [];
const wakers = new Set<() => void>();
let listener: ToastListener | null = null;
let requested = false;

/** Raise a toast by catalogue key. A no-op on the server. */
export function notify(key: string, options: NotifyOptions = {}): void {
  if (typeof window === 'undefined') return;
  requested = true;
  const request: ToastRequest = { key, values: { ...options.values } };
  if (options.reference !== undefined) request.reference = options.reference;
  if (listener) {
    listener(request);
    return;
  }
  pending.push(request);
  if (pending.length > MAX_PENDING_TOASTS) pending.splice(0, pending.length - MAX_PENDING_TOASTS);
  for (const wake of [...wakers]) wake();
}

/** Whether requests are waiting for a host. */
export function hasPendingToasts(): boolean {
  return pending.length > 0;
}

/** Whether notify() has been called in this page (the host then loads the toaster for good). */
export function toastsRequested(): boolean {
  return requested;
}

/** Calls `wake` whenever a request is queued while no host is connected; returns unsubscribe. */
export function onToastQueued(wake: () => void): () => void {
  wakers.add(wake);
  return () => {
    wakers.delete(wake);
  };
}

/**
 * The host's side: receive every request, first the queued ones in order. Only one host is
 * connected at a time (the last one wins); returns disconnect.
 */
export function connectToasts(next: ToastListener): () => void {
  listener = next;
  const queued = pending.splice(0, pending.length);
  for (const request of queued) next(request);
  return () => {
    if (listener === next) listener = null;
  };
}

/** Drops waiting requests and the connected host (tests and stories start clean). */
export function resetToasts(): void {
  pending.length = 0;
  listener = null;
  requested = false;
}
