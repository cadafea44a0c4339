import { loginRequested, selectIsLoggedIn, useAppSelector, type AppStore } from '@clem/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginStepReached } from '../loginFlowSlice';
import { installDomStubs, renderWithProviders } from '@clem/ui/testing';
import loginMessages from '../messages/en.json';
import { loginTestStore, type Route } from '../test/fakePlatform';
import { LoginModals } from './LoginModals';

beforeAll(installDomStubs);
beforeEach(() => window.localStorage.clear());

const HL = '/auth/en/api/plugins/component/route/header_login';

function setup(routes: Record<string, Route> = {}) {
  const { store, requests } = loginTestStore(routes);
  renderWithProviders(
    <Provider store={store}>
      <button type="button">Header login</button>
      <LoginModals loginStyle="header_login" forgotPassHref="/en/forgot" />
    </Provider>,
    { messages: loginMessages },
  );
  return { store: store as AppStore, requests, user: userEvent.setup() };
}

describe('LoginModals', () => {
  it('shows nothing until login is requested, then the login form (also for the betslip)', () => {
    const { store } = setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(loginRequested({ responsible: 'BETSLIP' }));
    });
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('prefills the remembered username', () => {
    window.localStorage.setItem('username', 'demo');
    const { store } = setup();
    act(() => {
      store.dispatch(loginRequested());
    });
    expect(screen.getByLabelText('Username')).toHaveValue('demo');
  });

  it('the code form replaces the login form (precedence); one dialog at a time', () => {
    const { store } = setup();
    act(() => {
      store.dispatch(loginRequested());
      store.dispatch(loginStepReached({ step: 'oneTimeCode', pendingUsername: 'demo' }));
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'One-time code' })).toBeInTheDocument();
  });

  it('keyboard only: log in with a code, then the dialog closes and focus returns', async () => {
    const { store, user } = setup({
      [`POST ${HL}/authenticate`]: () => ({
        status: 200,
        body: {
          success: true,
          status: 200,
          message: 'ok',
          result: {
            otp: true,
            alsPlayerId: 7,
            username: 'demo',
            currency: 'EUR',
            locale: 'en',
            login_token: 'p',
          },
        },
      }),
      [`POST ${HL}/otp/validate`]: () => ({
        status: 401,
        body: { success: false, status: 401, message: 'x', reasonJson: {} },
      }),
    });
    const opener = screen.getByRole('button', { name: 'Header login' });
    opener.focus();
    act(() => {
      store.dispatch(loginRequested());
    });
    await user.keyboard('demo');
    await user.tab();
    await user.keyboard('demo1234{Enter}');
    const code = await screen.findByRole('textbox', { name: 'One-time code' });
    await waitFor(() => expect(code).toHaveFocus());
    await user.keyboard('123456{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().modals.login).toBe(false);
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('after logging in, focus goes to the fallback when the control that opened it is gone', async () => {
    const session = {
      otp: false,
      expirationTimeInSeconds: 3600,
      id: 1,
      alsPlayerId: 7,
      jwe_token: 'jwe-1',
      username: 'demo',
      currency: 'EUR',
      locale: 'en',
      icore_token: 'ext-1',
      icore_player_id: '7',
      icore_betradar_virtuals_token: 'tok-br',
      icore_esports_bull_token: 'tok-eb',
      icore_kiron_token: 'tok-ki',
      icore_scout_token: 'tok-sc',
      icore_powerball_token: 'tok-pb',
      is_partner_matrix_affiliate: false,
      vipLevel: 2,
      riskGroup: false,
    };
    const ok = (result: unknown) => ({
      status: 200,
      body: { success: true, status: 200, message: 'ok', result },
    });
    const { store } = loginTestStore({
      [`POST ${HL}/authenticate`]: () => ok(session),
      'POST /auth/en/api/plugins/module/route/als_integration/integrate': () =>
        ok({ integrated: true, alsPlayerId: 7, username: 'demo', currency: 'EUR', locale: 'en' }),
      'GET /xapi/icore/players/demo/details': () => ({ status: 404, body: {} }),
    });
    /** The header: Log in while anonymous, the account button once logged in. */
    function HeaderAccount() {
      const loggedIn = useAppSelector(selectIsLoggedIn);
      return loggedIn ? (
        <button key="account" type="button" data-account-control="">
          Account
        </button>
      ) : (
        <button key="login" type="button" onClick={() => store.dispatch(loginRequested())}>
          Header login
        </button>
      );
    }
    renderWithProviders(
      <Provider store={store}>
        <HeaderAccount />
        <LoginModals
          loginStyle="header_login"
          forgotPassHref=""
          fallbackFocus={() => document.querySelector<HTMLElement>('[data-account-control]')}
        />
      </Provider>,
      { messages: loginMessages },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Header login' }));
    await user.keyboard('demo');
    await user.tab();
    await user.keyboard('demo1234{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account' })).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
  });

  it('Escape on the login form cancels the login', async () => {
    const { store, user } = setup();
    act(() => {
      store.dispatch(loginRequested());
    });
    await user.keyboard('{Escape}');
    expect(store.getState().modals.login).toBe(false);
  });
});
