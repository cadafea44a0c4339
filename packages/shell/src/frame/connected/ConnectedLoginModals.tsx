'use client';

import { LoginModals, loginFlowSlice } from '@clem/account';
import { rootReducer, selectSettings, useAppSelector, useAppStore } from '@clem/core';
import { useEffect, useMemo, useState } from 'react';
import { readConfiguredTargets, resolveLink } from '../../links/targets';
import { useFrameConfig } from '../frameConfig';
import { ensureAccountListeners } from './accountListenersLoader';

// The login flow's state arrives with this module, the first time a login is asked for.
rootReducer.inject(loginFlowSlice);

/**
 * The account package's login, one-time code, question, terms, risk-group and single-session
 * dialogs, in the brand's login style, with the forgotten-password target through the link
 * helper. Loaded by `ConnectedLoginDialog` on the first login request.
 */
export default function ConnectedLoginModals() {
  const config = useFrameConfig();
  const store = useAppStore();
  const settings = useAppSelector(selectSettings);
  // The session's listeners (expiry, logout, wallet, preferences) must be in place before a
  // login can start a session: the dialogs show once they are.
  const [listening, setListening] = useState(false);
  useEffect(() => {
    let live = true;
    void ensureAccountListeners(store, { loginApi: config.loginApi, locale: config.locale })
      // A failed chunk must not keep the player from logging in.
      .catch(() => undefined)
      .then(() => {
        if (live) setListening(true);
      });
    return () => {
      live = false;
    };
  }, [store, config.loginApi, config.locale]);
  const forgotPassHref = useMemo(() => {
    const target = readConfiguredTargets(settings).forgotPass;
    return (
      resolveLink(target, {
        localePrefix: config.localePrefix,
        plainAnchorPrefixes: config.plainAnchorPrefixes,
      })?.href ?? ''
    );
  }, [settings, config.localePrefix, config.plainAnchorPrefixes]);
  if (!listening) return null;
  return (
    <LoginModals
      loginStyle={config.loginApi}
      forgotPassHref={forgotPassHref}
      locale={config.locale}
    />
  );
}
