'use client';

import { LoginModals, loginFlowSlice } from '@clem/account';
import { selectPendingPick } from '@clem/betslip/picks';
import {
  oddsText,
  rootReducer,
  selectLoginResponsible,
  selectNegativeOddsEnabled,
  selectOddsFormat,
  selectSettings,
  useAppSelector,
  useAppStore,
} from '@clem/core';
import { useEffect, useMemo, useState } from 'react';
import { readConfiguredTargets, resolveLink } from '../../links/targets';
import { readHeaderSettings } from '../../header/headerSettings';
import { useFrameConfig } from '../frameConfig';
import { focusFallback } from '../focusTargets';
import { ensureAccountListeners } from './accountListenersLoader';

// The login flow's state arrives with this module, the first time a login is asked for.
rootReducer.inject(loginFlowSlice);

/**
 * The account package's login, one-time code, question, terms, risk-group and single-session
 * dialogs, in the brand's login style, with the forgotten-password target through the link
 * helper. Loaded by `ConnectedLoginDialog` on the first login request.
 *
 * When a logged-out player's pick asked for the login, the dialog says which bet waits (the
 * betslip's pending pick, its price in the player's odds format). The Join link goes where the
 * header's Join goes (the configured registration target, when display_registration_button
 * allows it); without one only Log in shows. When the control that opened the dialog is gone
 * after it closes, focus goes to the header's account control or the main heading.
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
  const { forgotPassHref, joinHref } = useMemo(() => {
    const targets = readConfiguredTargets(settings);
    const href = (target: typeof targets.forgotPass) =>
      resolveLink(target, {
        localePrefix: config.localePrefix,
        plainAnchorPrefixes: config.plainAnchorPrefixes,
      })?.href ?? '';
    return {
      forgotPassHref: href(targets.forgotPass),
      joinHref: readHeaderSettings(settings).showRegistration ? href(targets.registration) : '',
    };
  }, [settings, config.localePrefix, config.plainAnchorPrefixes]);
  const responsible = useAppSelector(selectLoginResponsible);
  const pendingPick = useAppSelector(selectPendingPick);
  const oddsFormat = useAppSelector(selectOddsFormat);
  const negativeOddsEnabled = useAppSelector(selectNegativeOddsEnabled);
  const betReason =
    responsible === 'BETSLIP' && pendingPick
      ? {
          selection: pendingPick.outcomeDescription,
          event: pendingPick.eventDescription,
          price: oddsText(pendingPick.decimal, { oddsFormat, negativeOddsEnabled }),
        }
      : null;
  if (!listening) return null;
  return (
    <LoginModals
      loginStyle={config.loginApi}
      forgotPassHref={forgotPassHref}
      locale={config.locale}
      betReason={betReason}
      joinHref={joinHref}
      fallbackFocus={focusFallback}
    />
  );
}
