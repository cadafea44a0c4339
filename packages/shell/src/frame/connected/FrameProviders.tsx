'use client';

import {
  frameFlagsRead,
  loginClosed,
  selectFrame,
  logoutRequested,
  selectLoginOpen,
  selectLoginResponsible,
  selectSettings,
  settingFlag,
  useAppDispatch,
  useAppSelector,
} from '@clem/core';
import { setNonce } from 'get-nonce';
import { useEffect, type ReactNode } from 'react';
import { HostBridge, useHostMessenger } from '../../embedding/HostBridge';
import { FRAME_FLAGS_KEY, readFrameFlags } from '../frameFlags';
import { FrameConfigProvider, useFrameConfig, type FrameConfig } from '../frameConfig';
import { hostOutbox } from './hostOutbox';

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
 * Session events the host page hears about when embedded (spec §1). Embedded, the host logs the
 * player in: a login request becomes the host message (responsible BETSLIP when adding a
 * selection asked for it) instead of the app's own dialog. The logout and balance messages come
 * from the store's listeners (the logout right before the page reloads) through `hostOutbox`,
 * which this component connects to the bridge.
 */
function HostSessionMessages() {
  const post = useHostMessenger();
  const dispatch = useAppDispatch();
  const embedded = useAppSelector(selectFrame).embedded;
  const loginOpen = useAppSelector(selectLoginOpen);
  const responsible = useAppSelector(selectLoginResponsible);

  useEffect(() => {
    hostOutbox.connect(post);
    return () => hostOutbox.connect(null);
  }, [post]);

  useEffect(() => {
    if (!embedded || !loginOpen) return;
    post('login', responsible ? { responsible } : {});
    dispatch(loginClosed());
  }, [dispatch, embedded, loginOpen, post, responsible]);
  return null;
}

function ConnectedHostBridge({ children }: { children: ReactNode }) {
  const config = useFrameConfig();
  const dispatch = useAppDispatch();
  const tracking = useAppSelector(selectFrame).isTrackingUserActivity;
  return (
    <HostBridge
      allowedHosts={config.allowedHosts}
      locale={config.locale}
      trackUserActivity={tracking}
      onLogout={() => dispatch(logoutRequested())}
    >
      <HostSessionMessages />
      {children}
    </HostBridge>
  );
}

/** The frame's client context: brand facts, query flags and host-page messaging. */
export function FrameProviders({ config, children }: { config: FrameConfig; children: ReactNode }) {
  return (
    <FrameConfigProvider config={config}>
      <FrameBoot />
      <ConnectedHostBridge>{children}</ConnectedHostBridge>
    </FrameConfigProvider>
  );
}
