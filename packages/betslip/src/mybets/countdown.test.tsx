import { act, screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  myBetsClosed,
  myBetsOpened,
  sessionStarted,
  type MyBet,
  type OpenBetsResponse,
  listenersOf,
} from '@clem/core';
import { BetCard } from './components/BetCard';
import { registerMyBetsListeners } from './myBetsListeners';
import {
  COUNTDOWN_REFRESH_MS,
  countdownBetCount,
  countdownText,
  isCountdownBet,
  secondsToDecision,
} from './myBetsRules';
import { openSingle, pendingTreble, SAMPLE_ACCOUNT_ID } from './test/fixtures';
import { stubbedStore } from '@clem/core/testing';
import { renderWithProviders } from '@clem/ui/testing';
import betslipEnglish from '../messages/en.json';

/**
 * Bets in countdown (betting §4 "My Bets modal": closing gives hidden while bets are in countdown;
 * the last one going while hidden gives closed): bets waiting for the approval decision.
 */

describe('the countdown rules', () => {
  it('counts the bets waiting for approval', () => {
    expect(isCountdownBet(pendingTreble)).toBe(true);
    expect(isCountdownBet(openSingle)).toBe(false);
    expect(countdownBetCount([pendingTreble, openSingle, pendingTreble])).toBe(2);
    expect(countdownBetCount(undefined)).toBe(0);
  });

  it('rounds the seconds up, never below zero, and reads m:ss', () => {
    const at = Date.parse('2026-11-24T10:00:05.000Z');
    expect(secondsToDecision('2026-11-24T10:00:05.000Z', at - 4001)).toBe(5);
    expect(secondsToDecision('2026-11-24T10:00:05.000Z', at - 4000)).toBe(4);
    expect(secondsToDecision('2026-11-24T10:00:05.000Z', at + 9000)).toBe(0);
    expect(secondsToDecision(null, at)).toBeUndefined();
    expect(secondsToDecision('not a date', at)).toBeUndefined();
    expect(countdownText(7)).toBe('0:07');
    expect(countdownText(75)).toBe('1:15');
  });

  it('never counts up as time passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e7 }), fc.integer({ min: 0, max: 1e6 }), (t, dt) => {
        const decideAt = new Date(5e6).toISOString();
        const before = secondsToDecision(decideAt, t) ?? -1;
        const after = secondsToDecision(decideAt, t + dt) ?? -1;
        return after <= before && after >= 0;
      }),
    );
  });
});

describe('a bet card in countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-11-24T10:00:00.000Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const waiting: MyBet = { ...pendingTreble, decideAt: '2026-11-24T10:00:07.000Z' };

  it('counts down to the decision once a second', () => {
    renderWithProviders(<BetCard bet={waiting} oddsFormat="euro" />, { messages: betslipEnglish });
    expect(screen.getByRole('timer')).toHaveTextContent('Decision in 0:07');
    const seconds = (n: number) => {
      for (let i = 0; i < n; i += 1) {
        act(() => {
          vi.advanceTimersByTime(1000);
        });
      }
    };
    seconds(3);
    expect(screen.getByRole('timer')).toHaveTextContent('Decision in 0:04');
    seconds(5);
    expect(screen.getByRole('timer')).toHaveTextContent('Deciding now…');
  });

  it('only says it is waiting without the digits, or without a decideAt', () => {
    const { unmount } = renderWithProviders(
      <BetCard bet={waiting} oddsFormat="euro" showCountdownDigits={false} />,
      { messages: betslipEnglish },
    );
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('Waiting for the decision')).toBeInTheDocument();
    unmount();
    renderWithProviders(<BetCard bet={pendingTreble} oddsFormat="euro" />, {
      messages: betslipEnglish,
    });
    expect(screen.getByText('Waiting for the decision')).toBeInTheDocument();
  });

  it('shows nothing of the kind on an open bet', () => {
    renderWithProviders(<BetCard bet={openSingle} oddsFormat="euro" />, {
      messages: betslipEnglish,
    });
    expect(screen.queryByText(/Decision|Waiting for the decision/)).toBeNull();
  });
});

/** The My Bets listeners on `store`, with the sample player logged in; returns their remover. */
function listenLoggedIn(store: ReturnType<typeof stubbedStore>['store']): () => void {
  const remove = registerMyBetsListeners(listenersOf(store), { isVisible: () => true });
  store.dispatch(
    sessionStarted({
      jweToken: 'jwe',
      username: 'demo',
      loginDetails: { alsPlayerId: SAMPLE_ACCOUNT_ID },
    }),
  );
  return remove;
}

describe('the modal hidden while bets count down', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('watches the open bets and closes the modal when the last one is decided', async () => {
    const lists: OpenBetsResponse['bets'][] = [[pendingTreble, openSingle], [openSingle]];
    const { store, requests } = stubbedStore((request) => {
      if (request.path.endsWith('/openbets')) {
        const bets = lists.length > 1 ? lists.shift() : lists[0];
        return { body: { accountId: SAMPLE_ACCOUNT_ID, count: bets?.length ?? 0, bets } };
      }
      return { body: { balance: 0, count: 1 } };
    });
    const remove = listenLoggedIn(store);
    const openCalls = () => requests.filter((r) => r.path.endsWith('/openbets'));

    store.dispatch(myBetsOpened());
    store.dispatch(myBetsClosed({ countdownBets: 1 }));
    expect(store.getState().modals.myBets).toBe('hidden');
    await vi.advanceTimersByTimeAsync(COUNTDOWN_REFRESH_MS);
    expect(openCalls()).toHaveLength(1);
    expect(store.getState().modals.myBets).toBe('hidden');
    await vi.advanceTimersByTimeAsync(COUNTDOWN_REFRESH_MS);
    expect(openCalls()).toHaveLength(2);
    expect(store.getState().modals.myBets).toBe('closed');
    await vi.advanceTimersByTimeAsync(COUNTDOWN_REFRESH_MS * 5);
    expect(openCalls()).toHaveLength(2);
    remove();
  });

  it('stops watching when the modal opens again', async () => {
    const { store, requests } = stubbedStore((request) =>
      request.path.endsWith('/openbets')
        ? { body: { accountId: SAMPLE_ACCOUNT_ID, count: 1, bets: [pendingTreble] } }
        : { body: { balance: 0, count: 1 } },
    );
    const remove = listenLoggedIn(store);
    store.dispatch(myBetsClosed({ countdownBets: 1 }));
    await vi.advanceTimersByTimeAsync(COUNTDOWN_REFRESH_MS);
    const seen = requests.filter((r) => r.path.endsWith('/openbets')).length;
    store.dispatch(myBetsOpened());
    await vi.advanceTimersByTimeAsync(COUNTDOWN_REFRESH_MS * 4);
    expect(requests.filter((r) => r.path.endsWith('/openbets'))).toHaveLength(seen);
    expect(store.getState().modals.myBets).toBe('visible');
    remove();
  });
});
