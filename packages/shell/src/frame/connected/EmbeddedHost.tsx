'use client';

import {
  loginClosed,
  logoutRequested,
  selectFrame,
  selectLoginOpen,
  selectLoginResponsible,
  useAppDispatch,
  useAppSelector,
} from '@clem/core';
import { useEffect } from 'react';
import { HostBridge, useHostMessenger } from '../../embedding/HostBridge';
import { useFrameConfig } from '../frameConfig';
import { hostOutbox } from './hostOutbox';

/*
 * The conversation with a host page (spec §1), loaded by FrameProviders only when the page is
 * embedded: a page shown on its own never downloads it.
 */

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

export default function ConnectedHostBridge() {
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
    </HostBridge>
  );
}
