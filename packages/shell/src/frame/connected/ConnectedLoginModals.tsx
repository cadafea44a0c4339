'use client';

import { LoginModals, loginFlowSlice } from '@clem/account';
import { rootReducer, selectSettings, useAppSelector } from '@clem/core';
import { useMemo } from 'react';
import { readConfiguredTargets, resolveLink } from '../../links/targets';
import { useFrameConfig } from '../frameConfig';

// The login flow's state arrives with this module, the first time a login is asked for.
rootReducer.inject(loginFlowSlice);

/**
 * The account package's login, one-time code, question, terms, risk-group and single-session
 * dialogs, in the brand's login style, with the forgotten-password target through the link
 * helper. Loaded by `ConnectedLoginDialog` on the first login request.
 */
export default function ConnectedLoginModals() {
  const config = useFrameConfig();
  const settings = useAppSelector(selectSettings);
  const forgotPassHref = useMemo(() => {
    const target = readConfiguredTargets(settings).forgotPass;
    return (
      resolveLink(target, {
        localePrefix: config.localePrefix,
        plainAnchorPrefixes: config.plainAnchorPrefixes,
      })?.href ?? ''
    );
  }, [settings, config.localePrefix, config.plainAnchorPrefixes]);
  return (
    <LoginModals
      loginStyle={config.loginApi}
      forgotPassHref={forgotPassHref}
      locale={config.locale}
    />
  );
}
