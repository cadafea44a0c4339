'use client';

import {
  frameFlagsRead,
  selectFrame,
  selectSettings,
  settingFlag,
  useAppDispatch,
  useAppSelector,
} from '@clem/core';
import { setNonce } from 'get-nonce';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { FRAME_FLAGS_KEY, readFrameFlags } from '../frameFlags';
import { FrameConfigProvider, useFrameConfig, type FrameConfig } from '../frameConfig';

const EmbeddedHost = lazy(() => import('./EmbeddedHost'));

/** The host-page bridge, mounted (and downloaded) only once the flags say the page is embedded. */
function HostBridgeWhenEmbedded() {
  const embedded = useAppSelector(selectFrame).embedded;
  if (!embedded) return null;
  return (
    <Suspense fallback={null}>
      <EmbeddedHost />
    </Suspense>
  );
}

/**
 * Radix's scroll lock injects a <style> element through react-style-singleton, which takes its
 * nonce from get-nonce: hand it the page's CSP nonce (from the csp-nonce meta the layout renders;
 * browsers expose it as the `nonce` property only) before any dialog can open.
 */
if (typeof document !== 'undefined') {
  const meta = document.head.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  if (meta?.nonce) setNonce(meta.nonce);
}

function storedFlags(): string | null {
  try {
    return window.sessionStorage.getItem(FRAME_FLAGS_KEY);
  } catch {
    return null;
  }
}

function framed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/** Reads the query flags into the store once (the head script already marked <html>). */
function FrameBoot() {
  const config = useFrameConfig();
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  useEffect(() => {
    const { flags } = readFrameFlags({
      search: window.location.search,
      stored: storedFlags(),
      framed: framed(),
      nativeAppOrigins: config.nativeAppOrigins,
    });
    dispatch(
      frameFlagsRead({
        embedded: flags.embedded,
        isContentOnly: flags.contentOnly,
        isNativeApp: flags.nativeOrigin !== null,
        betslipOrigin: flags.nativeOrigin,
        isTrackingUserActivity:
          flags.embedded && settingFlag(settings, 'enable_user_activity_tracking_on_iframe'),
      }),
    );
  }, [config.nativeAppOrigins, dispatch, settings]);
  return null;
}

/**
 * The frame's client context: brand facts (and the current language's flag, drawn by the server
 * component that renders this), query flags and host-page messaging.
 */
export function FrameProviders({
  config,
  languageFlag,
  children,
}: {
  config: FrameConfig;
  languageFlag?: ReactNode;
  children: ReactNode;
}) {
  return (
    <FrameConfigProvider config={config} languageFlag={languageFlag}>
      <FrameBoot />
      <HostBridgeWhenEmbedded />
      {children}
    </FrameConfigProvider>
  );
}
