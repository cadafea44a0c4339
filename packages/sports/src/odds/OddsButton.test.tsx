import type * as CoreModule from '@clem/core';
import {
  defaultPlatformSettings,
  liveChangesReceived,
  liveSnapshotReceived,
  loginClosed,
  makeStore,
  oddsText,
  playerSettingsChanged,
  selectLoginOpen,
  sessionStarted,
  settingsReceived,
  type AppStore,
} from '@clem/core';
import { selectBetslipState, selectIsPicked, slipEventApplied } from '@clem/betslip/picks';
import { change, liveEvent } from '@clem/core/testing/live';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
// oddsText runs once per render of a button: counting its calls counts button renders.
vi.mock('@clem/core', async (importOriginal) => {
  const actual = await importOriginal<typeof CoreModule>();
  return { ...actual, oddsText: vi.fn(actual.oddsText) };
});

import { MOVEMENT_MS, OddsButton, oddsButtonView, type OddsButtonProps } from './OddsButton';
import { OddsWordsProvider } from './OddsWords';
import sportsEn from '../messages/en.json';

function props(outcomeId: number, decimal: number, extra: Partial<OddsButtonProps> = {}) {
  return {
    outcomeId,
    marketId: 10,
    eventId: 100,
    decimal,
    bettable: true,
    label: '1',
    name: `Team ${outcomeId} to win`,
    outcomeDescription: `Team ${outcomeId}`,
    marketDescription: 'Match Result',
    eventDescription: 'Team 1 vs Team 2',
    movedUp: 'price up',
    movedDown: 'price down',
    unavailable: 'suspended',
    ...extra,
  } satisfies OddsButtonProps;
}

function setup(children: ReactNode) {
  const store: AppStore = makeStore({ extra: {} as never });
  const wrap = (node: ReactNode) => (
    <NextIntlClientProvider locale="en" messages={sportsEn} timeZone="UTC">
      <Provider store={store}>{node}</Provider>
    </NextIntlClientProvider>
  );
  const view = render(wrap(children));
  return {
    store,
    rerender: (next: ReactNode) => view.rerender(wrap(next)),
  };
}

/** Event 1's live snapshot (core's fixture: outcomes 11, 12, 13 at 2.1, 2.2, 2.3). */
function seedEvent1(store: AppStore) {
  act(() => {
    store.dispatch(liveSnapshotReceived({ version: 1, events: [liveEvent(1)], nowMs: 0 }));
  });
}

/** A live change after the snapshot: outcome 12 from 2.2 to 2.5. */
function moveOutcome12To2point5(store: AppStore) {
  act(() => {
    store.dispatch(
      liveChangesReceived({
        changes: [change.p(2, 1, 10, [[12, 2.5]])],
        nowMs: 1,
        contiguous: true,
      }),
    );
  });
}

afterEach(() => vi.useRealTimers());

describe('OddsButton', () => {
  it('is a real button named by what it is and its price, in the chosen format', () => {
    const { store } = setup(<OddsButton {...props(1, 2.1)} />);
    expect(screen.getByRole('button', { name: 'Team 1 to win, 2.10' })).toBeEnabled();
    act(() => {
      store.dispatch(playerSettingsChanged({ oddsType: 'us' }));
    });
    expect(screen.getByRole('button', { name: 'Team 1 to win, +110' })).toBeInTheDocument();
    act(() => {
      store.dispatch(playerSettingsChanged({ oddsType: 'hk' }));
    });
    expect(screen.getByTestId('price')).toHaveTextContent('1.10');
  });

  it('shows no negative price in any format while negative odds are off (the default)', () => {
    const { store } = setup(
      <>
        <OddsButton {...props(1, 1.5)} />
        <OddsButton {...props(2, 3.4)} />
      </>,
    );
    const prices = () => screen.getAllByTestId('price').map((price) => price.textContent);
    const shown: Record<string, (string | null)[]> = {};
    for (const oddsType of ['euro', 'hk', 'us', 'malay', 'indo'] as const) {
      act(() => {
        store.dispatch(playerSettingsChanged({ oddsType }));
      });
      shown[oddsType] = prices();
    }
    expect(shown).toEqual({
      euro: ['1.50', '3.40'],
      hk: ['0.50', '2.40'],
      us: ['1.50', '+240'],
      malay: ['0.50', '2.40'],
      indo: ['0.50', '2.40'],
    });
    expect(screen.getByRole('button', { name: 'Team 2 to win, 2.40' })).toBeInTheDocument();
  });

  it('shows negative us, malay and indo prices where the operator turns them on', () => {
    const { store } = setup(
      <>
        <OddsButton {...props(1, 1.5)} />
        <OddsButton {...props(2, 3.4)} />
      </>,
    );
    act(() => {
      store.dispatch(
        settingsReceived({ ...defaultPlatformSettings, betslip_negative_odds_enabled: true }),
      );
    });
    const prices = () => screen.getAllByTestId('price').map((price) => price.textContent);
    act(() => {
      store.dispatch(playerSettingsChanged({ oddsType: 'us' }));
    });
    expect(prices()).toEqual(['-200', '+240']);
    expect(screen.getByRole('button', { name: 'Team 1 to win, -200' })).toBeInTheDocument();
    act(() => {
      store.dispatch(playerSettingsChanged({ oddsType: 'malay' }));
    });
    expect(prices()).toEqual(['0.50', '-0.42']);
    act(() => {
      store.dispatch(playerSettingsChanged({ oddsType: 'indo' }));
    });
    expect(prices()).toEqual(['-2.00', '2.40']);
  });

  it('is disabled when the market is not bettable, and says so', () => {
    setup(<OddsButton {...props(1, 2.1, { bettable: false })} />);
    expect(screen.getByRole('button', { name: 'Team 1 to win, 2.10, suspended' })).toBeDisabled();
  });

  it('takes its movement and state words from the list around it when not given them', () => {
    vi.useFakeTimers();
    const words = { movedUp: 'hoch', movedDown: 'runter', suspended: 'gesperrt' };
    const bare = { movedUp: undefined, movedDown: undefined, unavailable: undefined };
    const inList = (decimal: number, bettable: boolean) => (
      <OddsWordsProvider words={words}>
        <OddsButton {...props(1, decimal, { ...bare, bettable })} />
        <OddsButton {...props(2, decimal, { bettable })} />
      </OddsWordsProvider>
    );
    const { rerender } = setup(inList(2.1, false));
    expect(screen.getByRole('button', { name: 'Team 1 to win, 2.10, gesperrt' })).toBeDisabled();
    // A button's own words win over the list's.
    expect(screen.getByRole('button', { name: 'Team 2 to win, 2.10, suspended' })).toBeDisabled();
    rerender(inList(2.3, true));
    expect(screen.getByRole('button', { name: 'Team 1 to win, 2.30, hoch' })).toBeEnabled();
    rerender(inList(1.9, true));
    expect(screen.getByRole('button', { name: 'Team 1 to win, 1.90, runter' })).toBeEnabled();
  });

  it('asks an anonymous player to log in and keeps the pick pending', async () => {
    const user = userEvent.setup();
    const { store } = setup(<OddsButton {...props(7, 3.4)} />);
    await user.click(screen.getByRole('button', { name: /Team 7 to win/ }));
    expect(selectIsPicked(store.getState(), 7)).toBe(false);
    expect(selectLoginOpen(store.getState())).toBe(true);
    expect(selectBetslipState(store.getState()).pendingPick?.outcomeId).toBe(7);
  });

  it('keeps showing the pending pick after the login prompt closes, until pressed again', async () => {
    const user = userEvent.setup();
    const { store } = setup(<OddsButton {...props(7, 3.4)} />);
    await user.click(screen.getByRole('button', { name: /Team 7 to win/ }));
    act(() => {
      store.dispatch(loginClosed());
    });
    const pending = screen.getByRole('button', {
      name: 'Team 7 to win, 3.40, waiting for login',
    });
    expect(pending).toHaveAttribute('aria-pressed', 'true');
    expect(pending).toHaveAttribute('data-pending');
    await user.click(pending);
    expect(selectBetslipState(store.getState()).pendingPick).toBeNull();
    expect(selectLoginOpen(store.getState())).toBe(false);
    expect(screen.getByRole('button', { name: 'Team 7 to win, 3.40' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('offers "Go to betslip" next in the tab order after a pick, and drops it when focus moves on', async () => {
    const user = userEvent.setup();
    const { store } = setup(
      <>
        <OddsButton {...props(7, 3.4)} />
        <OddsButton {...props(8, 2.5)} />
      </>,
    );
    act(() => {
      store.dispatch(sessionStarted({ jweToken: 'jwe', username: 'demo' }));
    });
    expect(screen.queryByRole('button', { name: 'Go to betslip' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Team 7 to win/ }));
    await user.tab();
    const go = screen.getByRole('button', { name: 'Go to betslip' });
    expect(go).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: /Team 8 to win/ })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Go to betslip' })).toBeNull();
  });

  it('"Go to betslip" opens the slip and puts focus on the new selection\'s stake', async () => {
    const user = userEvent.setup();
    const slip = document.createElement('section');
    slip.id = 'betslip';
    slip.innerHTML =
      '<label for="s7">Stake for Team 7</label><input id="s7" type="text" value="" />';
    document.body.append(slip);
    try {
      const { store } = setup(<OddsButton {...props(7, 3.4)} />);
      act(() => {
        store.dispatch(sessionStarted({ jweToken: 'jwe', username: 'demo' }));
      });
      await user.click(screen.getByRole('button', { name: /Team 7 to win/ }));
      act(() => {
        store.dispatch(slipEventApplied({ event: { type: 'closeRequested' } }));
      });
      await user.tab();
      await user.keyboard('{Enter}');
      expect(selectBetslipState(store.getState()).slip.open).toBe(true);
      await vi.waitFor(() => expect(document.activeElement?.id).toBe('s7'));
    } finally {
      slip.remove();
    }
  });

  it('hands the pick to the betslip and shows it pressed; a second press removes it', async () => {
    const user = userEvent.setup();
    const { store } = setup(<OddsButton {...props(7, 3.4)} />);
    act(() => {
      store.dispatch(sessionStarted({ jweToken: 'jwe', username: 'demo' }));
    });
    const button = screen.getByRole('button', { name: /Team 7 to win/ });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(selectIsPicked(store.getState(), 7)).toBe(true);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await user.click(button);
    expect(selectIsPicked(store.getState(), 7)).toBe(false);
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows a price moving up or down for a while', () => {
    vi.useFakeTimers();
    const { rerender } = setup(<OddsButton {...props(1, 2.1)} />);
    rerender(<OddsButton {...props(1, 2.3)} />);
    const button = screen.getByRole('button', { name: 'Team 1 to win, 2.30, price up' });
    expect(button).toHaveAttribute('data-movement', 'up');
    rerender(<OddsButton {...props(1, 1.9)} />);
    expect(button).toHaveAttribute('data-movement', 'down');
    act(() => {
      vi.advanceTimersByTime(MOVEMENT_MS + 10);
    });
    expect(button).not.toHaveAttribute('data-movement');
  });

  it('re-renders only the buttons whose price changed when a list is refreshed', () => {
    const list = (prices: number[]) => (
      <>
        {prices.map((decimal, index) => (
          // A refreshed server payload: new props objects with equal primitive values.
          <OddsButton key={index} {...props(index + 1, decimal)} />
        ))}
      </>
    );
    const prices = Array.from({ length: 60 }, (_, index) => 1.5 + index / 100);
    const { rerender } = setup(list(prices));
    const format = vi.mocked(oddsText);
    format.mockClear();
    const changed = [...prices];
    changed[17] = 9.99;
    rerender(list(changed));
    // One render for the changed price (and one more for its movement arrow), none elsewhere.
    expect(new Set(format.mock.calls.map(([decimal]) => decimal))).toEqual(new Set([9.99]));
  });

  it("re-renders no button when the live data starts from the page's own prices (the seed)", () => {
    // The page rendered event 1's prices (core's live fixture: 2.1, 2.2 and 2.3).
    const page = [11, 12, 13].map((outcomeId) =>
      props(outcomeId, 2 + (outcomeId - 10) / 10, { marketId: 10, eventId: 1 }),
    );
    const { store } = setup(
      <>
        {page.map((p) => (
          <OddsButton key={p.outcomeId} {...p} />
        ))}
      </>,
    );
    const format = vi.mocked(oddsText);
    format.mockClear();
    seedEvent1(store);
    // Tracked now (the live data knows every outcome), showing the same: nothing rendered again.
    expect(format).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /^Team 12 to win, 2\.20$/ })).toBeEnabled();
    // A live price the page did not have does render.
    moveOutcome12To2point5(store);
    expect(new Set(format.mock.calls.map(([decimal]) => decimal))).toEqual(new Set([2.5]));
  });

  it('re-renders only the button whose live price moved, from one store view per button', () => {
    // Event 1's match result: outcomes 11, 12 and 13 of market 10 (core's live fixtures).
    const live = [11, 12, 13].map((outcomeId) => props(outcomeId, 2, { marketId: 10, eventId: 1 }));
    const { store } = setup(
      <>
        {live.map((p) => (
          <OddsButton key={p.outcomeId} {...p} />
        ))}
      </>,
    );
    seedEvent1(store);
    expect(screen.getByRole('button', { name: /^Team 12 to win, 2\.20/ })).toBeEnabled();
    const view = oddsButtonView(11, 10, { decimal: 2, bettable: true });
    const before = view(store.getState());
    const format = vi.mocked(oddsText);
    format.mockClear();
    moveOutcome12To2point5(store);
    expect(screen.getByRole('button', { name: 'Team 12 to win, 2.50, price up' })).toBeEnabled();
    // Outcome 12 rendered (its price, then its arrow); 11 and 13 did not.
    expect(new Set(format.mock.calls.map(([decimal]) => decimal))).toEqual(new Set([2.5]));
    // An update that does not touch outcome 11 leaves its view the very same object.
    expect(view(store.getState())).toBe(before);
    act(() => {
      store.dispatch(playerSettingsChanged({ oddsType: 'us' }));
    });
    expect(view(store.getState())).not.toBe(before);
    expect(view(store.getState()).oddsFormat).toBe('us');
  });
});
