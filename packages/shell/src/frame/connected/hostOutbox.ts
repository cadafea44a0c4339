import type { HostMessagePayloads, HostMessageType } from '../../embedding/hostMessages';

/**
 * A post box to the host page for code that runs outside React (the store's listeners: the
 * logout message right before the reload, balance updates after each wallet poll). The frame's
 * `HostBridge` fills it while the page is embedded in an allowed host; otherwise posting is a
 * no-op, like `useHostMessenger` outside a bridge.
 */
type Post = <T extends HostMessageType>(type: T, payload: HostMessagePayloads[T]) => void;

let current: Post | null = null;

export const hostOutbox = {
  post<T extends HostMessageType>(type: T, payload: HostMessagePayloads[T]): void {
    current?.(type, payload);
  },
  connect(post: Post | null): void {
    current = post;
  },
};
