import {
  hostMessage,
  hostOrigin,
  parseIncoming,
  type HostCommand,
  type HostMessagePayloads,
  type HostMessageType,
} from './hostMessages';

/** The parts of `window` the bridge uses (a real window, or a fake one in tests). */
export interface HostWindow {
  parent: { postMessage(message: unknown, targetOrigin: string): void } | null;
  document: { referrer: string };
  location: { ancestorOrigins?: ArrayLike<string> | undefined };
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface HostBridgeOptions {
  window: HostWindow;
  /** The embedding origins (`embedOrigins`): the only origins we talk to. */
  allowedHosts: readonly string[];
  /** False turns the bridge into a no-op (not embedded). Default true. */
  enabled?: boolean;
  /** Receives every valid command from the host page (`navigate`, `logout`). */
  onCommand?: (command: HostCommand) => void;
}

export interface HostBridge {
  /** The host page's origin when embedded in an allowed host; null otherwise (bridge inactive). */
  readonly origin: string | null;
  /** Posts one message to the host page; does nothing when the bridge is inactive. */
  post<T extends HostMessageType>(type: T, payload: HostMessagePayloads[T]): void;
  /** Stops listening; later posts do nothing. */
  destroy(): void;
}

const inactive: HostBridge = { origin: null, post: () => undefined, destroy: () => undefined };

/** True when the page runs inside a frame (the parent is another window). */
export function isFramed(window: Pick<HostWindow, 'parent'>): boolean {
  try {
    return window.parent !== null && window.parent !== (window as unknown);
  } catch {
    // Some sandboxes throw on reading `parent`: treat that as framed but unreachable.
    return true;
  }
}

/**
 * The app's side of the host page conversation (browser only).
 * - Inactive (every call a no-op) when disabled, not framed, or when the parent's origin is not
 *   exactly one of the allowed hosts.
 * - Posts with `targetOrigin` = the resolved host origin, so a host page that navigated away to
 *   another origin never receives our messages.
 * - Accepts incoming messages only from the parent window and an allowed origin; everything else
 *   is dropped silently. A throwing command handler does not break the listener.
 */
export function createHostBridge({
  window,
  allowedHosts,
  enabled = true,
  onCommand,
}: HostBridgeOptions): HostBridge {
  if (!enabled || !isFramed(window)) return inactive;
  const origin = hostOrigin({
    referrer: window.document.referrer,
    ancestorOrigins: window.location.ancestorOrigins,
    allowedHosts,
  });
  const parent = window.parent;
  if (origin === null || parent === null) return inactive;

  let active = true;
  const listener = (event: MessageEvent): void => {
    if (!active || event.source !== (parent as unknown)) return;
    const command = parseIncoming({ origin: event.origin, data: event.data }, allowedHosts);
    if (command === null) return;
    try {
      onCommand?.(command);
    } catch (error) {
      console.error('Host page command failed', error);
    }
  };
  window.addEventListener('message', listener);

  return {
    origin,
    post(type, payload) {
      if (!active) return;
      parent.postMessage(hostMessage(type, payload), origin);
    },
    destroy() {
      if (!active) return;
      active = false;
      window.removeEventListener('message', listener);
    },
  };
}
