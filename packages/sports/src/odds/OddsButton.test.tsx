import type * as CoreModule from '@clem/core';
import {
  formatOdds,
  makeStore,
  playerSettingsChanged,
  selectLoginOpen,
  sessionStarted,
  type AppStore,
} from '@clem/core';
import { selectBetslipState, selectIsPicked } from '@clem/betslip/picks';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
// formatOdds runs once per render of a button: counting its calls counts button renders.
vi.mock('@clem/core', async (importOriginal) => {
  const actual = await importOriginal<typeof CoreModule>();
  return { ...actual, formatOdds: vi.fn(actual.formatOdds) };
});

import { MOVEMENT_MS, OddsButton, type OddsButtonProps } from './OddsButton';
import { OddsWordsProvider } from './OddsWords';

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
  const view = render(<Provider store={store}>{children}</Provider>);
  return {
    store,
    rerender: (next: ReactNode) => view.rerender(<Provider store={store}>{next}</Provider>),
  };
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
    const format = vi.mocked(formatOdds);
    format.mockClear();
    const changed = [...prices];
    changed[17] = 9.99;
    rerender(list(changed));
    // One render for the changed price (and one more for its movement arrow), none elsewhere.
    expect(new Set(format.mock.calls.map(([decimal]) => decimal))).toEqual(new Set([9.99]));
  });
});
