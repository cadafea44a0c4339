import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultPlatformSettings,
  playerSettingsChanged,
  selectPlayerSettings,
  sessionStarted,
  settingsReceived,
  walletSet,
} from '@clem/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@clem/ui/testing';
import { englishMessages } from '../pages/test/englishMessages';
import { stubbedStore, type StubHandler } from '@clem/core/testing';
import { ConnectedSettingsPanel, type ConnectedSettingsPanelProps } from './ConnectedSettingsPanel';

const prefsAnswer = {
  accountId: 42,
  data: {
    default_stake: 0,
    layout: 'asian',
    sort_by: 'competition',
    price_format: 'euro',
    accept_higher_odds: true,
  },
};

const detailsAnswer = {
  alsId: 42,
  username: 'demo',
  firstName: 'Demo',
  lastName: 'Player',
  email: 'demo@example.test',
  priceFormat: 'HK',
  holdWithdraw: false,
  vipLevel: 1,
  enableStreamFullScreen: true,
  accountNumber: 'A-42',
  defaultStake: 250,
  registrationDateTime: '2024-01-01T00:00:00Z',
  locale: 'en',
  currency: 'EUR',
  countryCode: 'GB',
  playerCreatedByAgent: false,
  isRememberStake: false,
  excludedFromPromotions: false,
};

const okHandler: StubHandler = (request) =>
  request.path.endsWith('/accountPrefs') ? { body: prefsAnswer } : { body: detailsAnswer };

function setup(
  handler: StubHandler = okHandler,
  {
    loggedIn = true,
    props = {},
  }: { loggedIn?: boolean; props?: Partial<ConnectedSettingsPanelProps> } = {},
) {
  const { store, requests } = stubbedStore(handler);
  store.dispatch(
    settingsReceived({
      ...defaultPlatformSettings,
      enable_switching_theme_modes: true,
      allow_higher_odds_and_cashout: true,
    }),
  );
  if (loggedIn) {
    store.dispatch(
      sessionStarted({ jweToken: 'jwe', username: 'demo', loginDetails: { alsPlayerId: 42 } }),
    );
    store.dispatch(
      walletSet({
        name: 'sportsbook',
        balance: 1000,
        promoCash: 0,
        totalLeftToWager: 0,
        withdrawableAmount: 1000,
        currency: 'EUR',
        precision: 2,
      }),
    );
  }
  const onSaved = vi.fn();
  const onThemeChange = vi.fn();
  const onDone = vi.fn();
  renderWithProviders(
    <ConnectedSettingsPanel
      capabilities={{
        hideDefaultStake: false,
        restrictThaiLayout: false,
        loginApi: 'header_login',
      }}
      theme="system"
      onSaved={onSaved}
      onThemeChange={onThemeChange}
      onDone={onDone}
      {...props}
    />,
    { messages: englishMessages, store },
  );
  return { store, requests, onSaved, onThemeChange, onDone, user: userEvent.setup() };
}

describe('ConnectedSettingsPanel', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the choice locally for an anonymous player, without calls', async () => {
    const t = setup(okHandler, { loggedIn: false });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await t.user.selectOptions(screen.getByRole('combobox', { name: 'Odds format' }), 'malay');
    await t.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(selectPlayerSettings(t.store.getState())).toMatchObject({
      oddsType: 'malay',
      layout: 'asian',
      sortBy: 'competition',
    });
    expect(t.requests).toHaveLength(0);
    expect(t.onSaved).toHaveBeenCalledWith('your-choice-has-been-saved');
  });

  it('saves to accountPrefs when logged in, with the stake in minor units', async () => {
    const t = setup();
    await t.user.click(screen.getByRole('radio', { name: 'Time' }));
    await t.user.click(screen.getByRole('radio', { name: 'Dark' }));
    await t.user.type(screen.getByRole('textbox', { name: 'Default stake (EUR)' }), '2.505');
    await t.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(t.onSaved).toHaveBeenCalledWith('your-choice-has-been-saved'));
    expect(selectPlayerSettings(t.store.getState())).toMatchObject({
      sortBy: 'time',
      defaultStake: 251,
    });
    expect(t.onThemeChange).toHaveBeenCalledWith('dark');
    expect(t.requests).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: '/xapi/rest/accounts/42/accountPrefs',
        withAuth: true,
        data: {
          accountId: 42,
          data: {
            default_stake: 251,
            layout: 'asian',
            sort_by: 'time',
            price_format: 'euro',
            accept_higher_odds: true,
            theme: 'dark',
          },
        },
      }),
    ]);
    expect(t.onDone).toHaveBeenCalled();
  });

  it('also puts the player details on icore brands', async () => {
    const t = setup(okHandler, {
      props: {
        capabilities: { hideDefaultStake: false, restrictThaiLayout: false, loginApi: 'icore' },
      },
    });
    await t.user.selectOptions(screen.getByRole('combobox', { name: 'Odds format' }), 'hk');
    await t.user.type(screen.getByRole('textbox'), '5');
    await t.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(t.onSaved).toHaveBeenCalled());
    expect(t.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PATCH /xapi/rest/accounts/42/accountPrefs',
      'PUT /xapi/icore/players/demo/details',
    ]);
    expect(t.requests[1]?.data).toEqual({ priceFormat: 'HK', defaultStake: 500 });
  });

  it('keeps the choice and only logs when the save fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const t = setup(() => ({ status: 500, body: { message: 'down' } }));
    await t.user.selectOptions(screen.getByRole('combobox', { name: 'Odds format' }), 'us');
    await t.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(t.onDone).toHaveBeenCalled());
    expect(selectPlayerSettings(t.store.getState()).oddsType).toBe('us');
    expect(t.onSaved).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(warn.mock.calls)).not.toContain('jwe');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('starts from the stored settings', () => {
    const { store } = stubbedStore(okHandler);
    store.dispatch(sessionStarted({ jweToken: 'jwe', username: 'demo' }));
    store.dispatch(
      playerSettingsChanged({
        layout: 'thai',
        sortBy: 'time',
        oddsType: 'indo',
        defaultStake: 1050,
      }),
    );
    renderWithProviders(
      <ConnectedSettingsPanel
        capabilities={{ hideDefaultStake: false, restrictThaiLayout: false, loginApi: 'sessions' }}
        theme="light"
      />,
      { messages: englishMessages, store },
    );
    expect(screen.getByRole('radio', { name: 'Time' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Thai' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Odds format' })).toHaveValue('indo');
    expect(screen.getByRole('textbox', { name: 'Default stake (EUR)' })).toHaveValue('10.5');
  });
});
