'use client';

import { selectLoginOpen, useAppDispatch, useAppSelector, type RootState } from '@clem/core';
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { CODE_REQUEST_COOLDOWN_SECONDS, remainingSeconds } from '../codeCooldown';
import {
  acceptTerms,
  acknowledgeRiskGroup,
  cancelLogin,
  confirmSingleSession,
  readSavedUsername,
  requestOneTimeCode,
  submitLogin,
  submitOneTimeCode,
  submitSecurityAnswer,
  type LoginStyle,
} from '../loginFlow';
import { selectLoginFlow, visibleLoginModal, type WithLoginFlow } from '../loginFlowSlice';
import { LoginDialog, type LoginBetReason } from './LoginDialog';
import { OneTimeCodeDialog } from './OneTimeCodeDialog';
import { LoginFocusReturnContext } from './parts';
import { RiskGroupDialog } from './RiskGroupDialog';
import { SecurityQuestionDialog } from './SecurityQuestionDialog';
import { SingleSessionDialog } from './SingleSessionDialog';
import { TermsOfUseDialog } from './TermsOfUseDialog';

export interface LoginModalsProps {
  /** The brand's `capabilities.loginApi`. */
  loginStyle: LoginStyle;
  /** The brand's forgotten-password target, built by the link helper. */
  forgotPassHref: string;
  /** The two-letter locale for the header_login paths; default: the platform client's. */
  locale?: string;
  /** The pick waiting for login, when a logged-out player's pick asked for it. */
  betReason?: LoginBetReason | null | undefined;
  /** The brand's registration target through the link helper; '' or absent: no Join link. */
  joinHref?: string | undefined;
  /**
   * Where focus goes when the flow ends and the control that opened it is gone (the header's
   * Log in button is replaced by the account menu once logged in): the frame knows its layout.
   */
  fallbackFocus?: (() => HTMLElement | null) | undefined;
}

/** Nothing useful has focus: the page itself, or an element that left the page. */
function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}

/** Seconds left until `until`, ticking once a second while there are any. */
function useRemainingSeconds(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return undefined;
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [until]);
  // `now` may be a moment old when a countdown starts: never show more than the cooldown.
  return Math.min(remainingSeconds(until, now), CODE_REQUEST_COOLDOWN_SECONDS);
}

/**
 * The one login mount point: reads `modals.login` and the `loginFlow` state and shows at most one
 * of the login dialogs (`visibleLoginModal`: one-time code, then question, then login; the
 * terms, risk-group and single-session steps in between). Closing any of them cancels the login.
 * It opens for `loginRequested()` from the header and `loginRequested({ responsible: 'BETSLIP' })`
 * from the betslip alike (when embedded the shell messages the host instead of opening it).
 * A dialog is mounted only while visible, so a closed form keeps no password.
 */
export function LoginModals({
  loginStyle,
  forgotPassHref,
  locale,
  betReason,
  joinHref,
  fallbackFocus,
}: LoginModalsProps) {
  const dispatch = useAppDispatch();
  const loginOpen = useAppSelector(selectLoginOpen);
  const flow = useAppSelector((state: RootState) => selectLoginFlow(state as WithLoginFlow));
  const cooldownSeconds = useRemainingSeconds(flow.codeCooldownUntil);
  const modal = visibleLoginModal({ loginOpen, step: flow.step });
  const cancel = () => void dispatch(cancelLogin());
  const common = { open: true, loading: flow.loading, errorKey: flow.errorKey };

  // The element focused before the first login dialog opened gets focus back when the flow ends
  // (layout effects run before the dialog moves focus in).
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const isOpen = modal !== null;
  useLayoutEffect(() => {
    if (!isOpen) return;
    const active = document.activeElement;
    returnFocusTo.current =
      active instanceof HTMLElement && active !== document.body ? active : null;
  }, [isOpen]);

  // When the flow ends (logged in, or cancelled), focus goes back to the control that opened it
  // (the dialog does that); when that control is gone, to the frame's fallback (the account
  // button in the header, else the page's heading), never to the page itself. It runs after the
  // dialog's own focus return, which is a task after the dialog unmounts.
  const fallbackTarget = useEffectEvent(() => fallbackFocus?.() ?? null);
  const wasOpen = useRef(isOpen);
  useEffect(() => {
    const closed = wasOpen.current && !isOpen;
    wasOpen.current = isOpen;
    if (!closed) return undefined;
    const timer = window.setTimeout(() => {
      if (!focusIsLost()) return;
      const opener = returnFocusTo.current;
      const target = opener?.isConnected ? opener : fallbackTarget();
      target?.focus();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [isOpen]);

  return (
    <LoginFocusReturnContext.Provider value={returnFocusTo}>
      {renderModal()}
    </LoginFocusReturnContext.Provider>
  );

  function renderModal() {
    switch (modal) {
      case 'login':
        return (
          <LoginDialog
            {...common}
            onClose={cancel}
            forgotPassHref={forgotPassHref}
            initialUsername={readSavedUsername()}
            betReason={betReason ?? null}
            joinHref={joinHref}
            onSubmit={(credentials) =>
              void dispatch(
                submitLogin({
                  ...credentials,
                  loginStyle,
                  ...(locale === undefined ? {} : { locale }),
                }),
              )
            }
          />
        );
      case 'oneTimeCode':
        return (
          <OneTimeCodeDialog
            {...common}
            onClose={cancel}
            cooldownSeconds={cooldownSeconds}
            codeSent={flow.codeSent}
            onSubmit={(code) => void dispatch(submitOneTimeCode(code))}
            onRequestCode={() => void dispatch(requestOneTimeCode())}
          />
        );
      case 'question':
        return (
          <SecurityQuestionDialog
            {...common}
            onClose={cancel}
            question={flow.question ?? ''}
            onSubmit={(answer) => void dispatch(submitSecurityAnswer(answer))}
          />
        );
      case 'terms':
        return (
          <TermsOfUseDialog
            {...common}
            onCancel={cancel}
            onConfirm={() => void dispatch(acceptTerms())}
          />
        );
      case 'riskGroup':
        return (
          <RiskGroupDialog
            {...common}
            onCancel={cancel}
            onConfirm={() => void dispatch(acknowledgeRiskGroup())}
          />
        );
      case 'singleSession':
        return (
          <SingleSessionDialog
            {...common}
            onCancel={cancel}
            onConfirm={() => void dispatch(confirmSingleSession())}
          />
        );
      case null:
        return null;
    }
  }
}
