'use client';

import { usePathname, useRouter } from 'next/navigation';
import { createContext, useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';
import { createHostBridge, type HostBridge as Bridge, type HostWindow } from './hostBridge';
import {
  throttle,
  type HostCommand,
  type HostMessagePayloads,
  type HostMessageType,
} from './hostMessages';

/** How often `size` may be posted while the document keeps resizing. */
export const SIZE_THROTTLE_MS = 250;
/** How often `user-activity` may be posted while the player keeps interacting. */
export const USER_ACTIVITY_THROTTLE_MS = 30_000;
/** Messages posted by children before the bridge started are kept (up to this many) and sent. */
const MAX_EARLY_MESSAGES = 20;

export type PostToHost = <T extends HostMessageType>(
  type: T,
  payload: HostMessagePayloads[T],
) => void;

const noop: PostToHost = () => undefined;

const HostMessengerContext = createContext<PostToHost>(noop);

/**
 * `post(type, payload)` to the host page, for components that report login (with
 * `{ responsible: 'BETSLIP' }` when prompted by adding a selection), logout or a balance update.
 * A no-op outside a `HostBridge` and whenever the page is not embedded in an allowed host.
 */
export function useHostMessenger(): PostToHost {
  return useContext(HostMessengerContext);
}

export interface HostBridgeProps {
  /** The embedding origins, `embedOrigins(brand, env)`, handed down by the server per request. */
  allowedHosts: readonly string[];
  /** The current locale code; `language` is posted on mount and on every change. */
  locale: string;
  /** Setting `enable_user_activity_tracking_on_iframe`. */
  trackUserActivity: boolean;
  /** The host page asked for logout (the lead runs the app's logout flow). */
  onLogout?: () => void;
  children?: ReactNode;
  /** Test seam: the window to talk through. Default: the browser's window. */
  hostWindow?: HostWindow;
}

function measure(): { width: number; height: number } {
  const root = document.documentElement;
  return { width: root.scrollWidth, height: root.scrollHeight };
}

/**
 * The app's conversation with the page embedding it (account-and-shell §1). Mount it when the
 * page is embedded (`embedded=true` or inside an iframe); it stays inactive unless the parent's
 * origin is exactly one of `allowedHosts`.
 *
 * On mount it posts `ready`, then `language` and `size`. Afterwards: `size` whenever the
 * document resizes (ResizeObserver on <html>, throttled to 250 ms) and on every route change;
 * `language` when `locale` changes; `user-activity` on pointerdown, keydown and scroll at most
 * once per 30 s when `trackUserActivity` is on.
 *
 * Incoming commands: `navigate` pushes the (already validated same-site) path with the router as
 * given — the host is expected to include a locale prefix if it wants one; `logout` calls
 * `onLogout`.
 *
 * Size is the document's scroll size (`<html>` scrollWidth/scrollHeight).
 */
export function HostBridge({
  allowedHosts,
  locale,
  trackUserActivity,
  onLogout,
  children,
  hostWindow,
}: HostBridgeProps) {
  const router = useRouter();
  const pathname = usePathname();
  const bridgeRef = useRef<Bridge | null>(null);
  const earlyRef = useRef<Array<() => void>>([]);
  const startedRef = useRef(false);
  const handlersRef = useRef({ push: router.push, onLogout });
  const localeRef = useRef(locale);
  const postSizeRef = useRef<(() => void) | null>(null);
  const hostsKey = allowedHosts.join(' ');

  const post = useCallback<PostToHost>((type, payload) => {
    const bridge = bridgeRef.current;
    if (bridge) {
      bridge.post(type, payload);
      return;
    }
    if (!startedRef.current && earlyRef.current.length < MAX_EARLY_MESSAGES) {
      earlyRef.current.push(() => bridgeRef.current?.post(type, payload));
    }
  }, []);

  // Handlers and locale read by the long-lived bridge (declared first: runs before it starts).
  useEffect(() => {
    handlersRef.current = { push: router.push, onLogout };
    localeRef.current = locale;
  });

  // The bridge itself: ready, language and a first size; size on every document resize.
  useEffect(() => {
    const target = hostWindow ?? (window as unknown as HostWindow);
    const bridge = createHostBridge({
      window: target,
      allowedHosts: hostsKey.split(' ').filter(Boolean),
      onCommand: (command: HostCommand) => {
        if (command.type === 'navigate') handlersRef.current.push(command.path);
        else handlersRef.current.onLogout?.();
      },
    });
    startedRef.current = true;
    const early = earlyRef.current;
    earlyRef.current = [];
    if (bridge.origin === null) return undefined;
    bridgeRef.current = bridge;

    bridge.post('ready', {});
    bridge.post('language', { locale: localeRef.current });
    for (const send of early) send();

    const postSize = throttle(() => bridge.post('size', measure()), SIZE_THROTTLE_MS);
    postSizeRef.current = postSize;
    postSize();
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => postSize());
    observer?.observe(document.documentElement);

    return () => {
      observer?.disconnect();
      postSize.cancel();
      postSizeRef.current = null;
      bridge.destroy();
      bridgeRef.current = null;
      startedRef.current = false;
    };
  }, [hostWindow, hostsKey]);

  // `language` on every locale change after the first (the mount already sent it).
  const sentLocale = useRef(locale);
  useEffect(() => {
    if (sentLocale.current === locale) return;
    sentLocale.current = locale;
    bridgeRef.current?.post('language', { locale });
  }, [locale]);

  // `size` on every route change after the first.
  const sizedPath = useRef(pathname);
  useEffect(() => {
    if (sizedPath.current === pathname) return;
    sizedPath.current = pathname;
    postSizeRef.current?.();
  }, [pathname]);

  // `user-activity`, at most once per 30 s, only when the setting is on.
  useEffect(() => {
    if (!trackUserActivity) return undefined;
    const target = hostWindow ?? window;
    const report = throttle(() => {
      bridgeRef.current?.post('user-activity', { at: Date.now() });
    }, USER_ACTIVITY_THROTTLE_MS);
    const listener = (): void => report();
    const options = { passive: true, capture: true } as const;
    const events = ['pointerdown', 'keydown', 'scroll'] as const;
    const eventTarget = target as unknown as EventTarget;
    for (const type of events) eventTarget.addEventListener(type, listener, options);
    return () => {
      for (const type of events) eventTarget.removeEventListener(type, listener, options);
      report.cancel();
    };
  }, [trackUserActivity, hostWindow]);

  return <HostMessengerContext.Provider value={post}>{children}</HostMessengerContext.Provider>;
}
