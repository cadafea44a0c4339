import {
  defaultPlatformSettings,
  initialSessionState,
  myBetsOpened,
  selectLoginOpen,
  selectMyBetsModal,
  sessionRestored,
  sessionStarted,
  settingsReceived,
} from '@clem/core';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConnectedMyBets } from './ConnectedMyBets';
import {
  SAMPLE_ACCOUNT_ID,
  openSingle,
  sampleOpenBetsResponse,
  sampleSettledBetsResponse,
} from './test/fixtures';
import { stubbedStore, type StubAnswer, type StubRequest } from '@clem/core/testing';
import { renderWithProviders } from '@clem/ui/testing';
import betslipEnglish from '../messages/en.json';

const OPEN_PATH = `/xapi/bet/account/${SAMPLE_ACCOUNT_ID}/openbets`;
const SETTLED_PATH = '/xapi/rest/acchistory/dailySettledBets';

function sandbox(request: StubRequest): StubAnswer {
  if (request.path === OPEN_PATH) return { body: sampleOpenBetsResponse };
  if (request.path === SETTLED_PATH) return { body: sampleSettledBetsResponse };
  return { status: 404, body: {} };
}

function setup(
  handler: (request: StubRequest) => StubAnswer | Promise<StubAnswer> = sandbox,
  { anonymous = false } = {},
) {
  const stub = stubbedStore(handler);
  stub.store.dispatch(settingsReceived(defaultPlatformSettings));
  if (!anonymous) {
    stub.store.dispatch(
      sessionStarted({
        jweToken: 'jwe',
        username: 'demo',
        loginDetails: { alsPlayerId: SAMPLE_ACCOUNT_ID },
      }),
    );
  }
  return stub;
}

describe('ConnectedMyBets', () => {
  it('shows the player’s open bets (withAuth), and fetches settled bets only when asked', async () => {
    const user = userEvent.setup();
    const { store, requests } = setup();
    renderWithProviders(<ConnectedMyBets mode="page" />, { messages: betslipEnglish, store });
    expect(screen.getByRole('heading', { level: 1, name: 'My bets' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Open (5)' })).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).getAllByRole('article')).toHaveLength(5);
    expect(requests.map((r) => [r.path, r.withAuth])).toEqual([[OPEN_PATH, true]]);
    await user.click(screen.getByRole('tab', { name: 'Settled' }));
    expect(await screen.findByRole('tab', { name: 'Settled (3)' })).toBeInTheDocument();
    const settled = requests.find((r) => r.path === SETTLED_PATH);
    expect(settled).toMatchObject({ withAuth: true });
    expect(settled?.params).toMatchObject({ numberOfBets: 50 });
    // Back to Open: the settled list stays subscribed, its count stays in the tab.
    await user.click(screen.getByRole('tab', { name: 'Open (5)' }));
    expect(screen.getByRole('tab', { name: 'Settled (3)' })).toBeInTheDocument();
  });

  it('shows prices in the player’s odds format', async () => {
    const { store } = setup();
    store.dispatch(
      settingsReceived({
        ...defaultPlatformSettings,
        default_price_format: 'us',
        betslip_negative_odds_enabled: true,
      }),
    );
    renderWithProviders(<ConnectedMyBets mode="page" />, { messages: betslipEnglish, store });
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findAllByText('-118')).not.toHaveLength(0);
  });

  it('shows no negative price while the operator keeps negative odds off', async () => {
    const { store } = setup();
    store.dispatch(settingsReceived({ ...defaultPlatformSettings, default_price_format: 'us' }));
    renderWithProviders(<ConnectedMyBets mode="page" />, { messages: betslipEnglish, store });
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findAllByText('1.85')).not.toHaveLength(0);
    expect(within(panel).queryAllByText(/^-\d/)).toHaveLength(0);
  });

  it('asks an anonymous visitor to log in, without calling the platform', async () => {
    const user = userEvent.setup();
    const { store, requests } = setup(sandbox, { anonymous: true });
    store.dispatch(sessionRestored(null));
    renderWithProviders(<ConnectedMyBets mode="page" />, { messages: betslipEnglish, store });
    expect(screen.getByText('Log in to see your bets')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(selectLoginOpen(store.getState())).toBe(true);
    expect(requests).toHaveLength(0);
  });

  it('shows loading, not the login prompt, while a session is being restored', async () => {
    // The server saw a session cookie: the hint says logged in until storage is read.
    const { store } = stubbedStore(sandbox, {
      session: { ...initialSessionState, hint: 'loggedIn' },
    });
    renderWithProviders(<ConnectedMyBets mode="page" />, { messages: betslipEnglish, store });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your bets…');
    expect(screen.queryByText('Log in to see your bets')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(
        sessionRestored({
          jweToken: 'jwe',
          username: 'demo',
          loginDetails: { alsPlayerId: SAMPLE_ACCOUNT_ID },
        }),
      );
    });
    expect(await screen.findByRole('tab', { name: 'Open (5)' })).toBeInTheDocument();
  });

  it('shows an error with a retry that refetches', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { store, requests } = setup((request) =>
      fail ? { status: 500, body: {} } : sandbox(request),
    );
    renderWithProviders(<ConnectedMyBets mode="page" />, { messages: betslipEnglish, store });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your bets");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: 'Open (5)' })).toBeInTheDocument();
    expect(requests.filter((r) => r.path === OPEN_PATH)).toHaveLength(2);
  });

  it('closes the modal with its close button: hidden while a bet counts down, else closed', async () => {
    const user = userEvent.setup();
    const { store } = setup();
    store.dispatch(myBetsOpened());
    const { unmount } = renderWithProviders(<ConnectedMyBets mode="modal" />, {
      messages: betslipEnglish,
      store,
    });
    expect(screen.getByRole('heading', { level: 2, name: 'My bets' })).toHaveFocus();
    // The sample's treble waits for approval.
    await screen.findByText('Treble');
    await user.click(screen.getByRole('button', { name: 'Close My bets' }));
    expect(selectMyBetsModal(store.getState())).toBe('hidden');
    unmount();

    const none = setup((request) =>
      request.path === OPEN_PATH
        ? { body: { ...sampleOpenBetsResponse, bets: [openSingle], count: 1 } }
        : sandbox(request),
    );
    none.store.dispatch(myBetsOpened());
    renderWithProviders(<ConnectedMyBets mode="modal" />, {
      messages: betslipEnglish,
      store: none.store,
    });
    await screen.findByText('Arsenal (Match Result) – Arsenal vs Chelsea');
    await user.click(screen.getByRole('button', { name: 'Close My bets' }));
    expect(selectMyBetsModal(none.store.getState())).toBe('closed');
  });
});
