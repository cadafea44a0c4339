import { renderWithProviders } from '@clem/ui/testing';
import { act, cleanup, screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import betslipEnglish from '../../messages/en.json';
import { BetslipPanel } from '../components/BetslipPanel';
import { PlaceButton } from '../components/SlipSummary';
import { liveArsenal, liveDelayView, liveView, noopSlipActions } from '../components/sampleViews';
import type { SlipSelectionView, SlipView } from '../view';
import {
  announcementText,
  coalesceMoves,
  PRICE_ANNOUNCE_INTERVAL_MS,
  pricesMoved,
  type PriceMove,
} from './liveAnnouncements';

const english = (key: string, values?: Record<string, string | number>) =>
  key === 'live.priceAnnouncement'
    ? `Price of ${values?.['outcome']} changed from ${values?.['old']} to ${values?.['new']}.`
    : `${values?.['count']} moved`;

const at = (price: string, live = true): SlipSelectionView => ({ ...liveArsenal, price, live });

describe('pricesMoved', () => {
  it('names the live selections whose shown price changed, and nothing else', () => {
    expect(pricesMoved([at('2.10')], [at('2.30')])).toEqual([
      { outcomeId: liveArsenal.outcomeId, outcome: 'Arsenal', from: '2.10', to: '2.30' },
    ]);
    expect(pricesMoved([at('2.10')], [at('2.10')])).toEqual([]);
    expect(pricesMoved([at('2.10', false)], [at('2.30', false)])).toEqual([]);
    expect(pricesMoved([], [at('2.30')])).toEqual([]);
    expect(pricesMoved([at('')], [at('2.30')])).toEqual([]);
  });
});

describe('coalesceMoves', () => {
  const move = fc.record<PriceMove>({
    outcomeId: fc.integer({ min: 1, max: 4 }),
    outcome: fc.constant('X'),
    from: fc.constantFrom('1.50', '2.00', '2.50'),
    to: fc.constantFrom('1.50', '2.00', '2.50'),
  });

  it('keeps one entry per selection, from its first price to its latest', () => {
    fc.assert(
      fc.property(fc.array(fc.array(move)), (batches) => {
        let pending: PriceMove[] = [];
        for (const batch of batches) pending = coalesceMoves(pending, batch);
        const ids = pending.map((m) => m.outcomeId);
        expect(new Set(ids).size).toBe(ids.length);
        for (const entry of pending) {
          const all = batches.flat().filter((m) => m.outcomeId === entry.outcomeId);
          expect(entry.to).toBe(all.at(-1)?.to);
          expect(entry.from).not.toBe(entry.to);
        }
      }),
    );
  });

  it('drops a price that came back where it was', () => {
    const up = { outcomeId: 1, outcome: 'X', from: '2.00', to: '2.50' };
    const back = { outcomeId: 1, outcome: 'X', from: '2.50', to: '2.00' };
    expect(coalesceMoves([up], [back])).toEqual([]);
  });
});

describe('announcementText', () => {
  it('names one or two moves, counts more', () => {
    const m = (id: number): PriceMove => ({
      outcomeId: id,
      outcome: 'Arsenal',
      from: '2.10',
      to: '2.30',
    });
    expect(announcementText([], english)).toBeUndefined();
    expect(announcementText([m(1)], english)).toBe('Price of Arsenal changed from 2.10 to 2.30.');
    expect(announcementText([m(1), m(2)], english)).toContain('. Price of');
    expect(announcementText([m(1), m(2), m(3)], english)).toBe('3 moved');
  });
});

describe('the slip announces live price moves politely and throttled', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const withPrice = (price: string): SlipView => ({ ...liveView, selections: [at(price)] });

  it('says the first move at once, gathers the next ones, and says them once the interval passed', () => {
    const { rerender } = renderWithProviders(
      <BetslipPanel view={withPrice('2.10')} actions={noopSlipActions} />,
      { messages: betslipEnglish },
    );
    const region = screen.getByTestId('slip-price-announcement');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('');

    rerender(<BetslipPanel view={withPrice('2.20')} actions={noopSlipActions} />);
    expect(region).toHaveTextContent('Price of Arsenal changed from 2.10 to 2.20.');

    // Ticks within the interval: nothing new is said yet.
    act(() => vi.advanceTimersByTime(1000));
    rerender(<BetslipPanel view={withPrice('2.30')} actions={noopSlipActions} />);
    act(() => vi.advanceTimersByTime(1000));
    rerender(<BetslipPanel view={withPrice('2.40')} actions={noopSlipActions} />);
    expect(region).toHaveTextContent('Price of Arsenal changed from 2.10 to 2.20.');

    // Once the interval has passed: one summary, from the last price heard to the latest.
    act(() => vi.advanceTimersByTime(PRICE_ANNOUNCE_INTERVAL_MS));
    expect(region).toHaveTextContent('Price of Arsenal changed from 2.20 to 2.40.');
  });

  it('says nothing for a selection that is not live, nor for a move that came back', () => {
    const notLive: SlipView = { ...liveView, selections: [at('2.10', false)] };
    const { rerender } = renderWithProviders(
      <BetslipPanel view={notLive} actions={noopSlipActions} />,
      { messages: betslipEnglish },
    );
    rerender(
      <BetslipPanel
        view={{ ...notLive, selections: [at('2.50', false)] }}
        actions={noopSlipActions}
      />,
    );
    expect(screen.getByTestId('slip-price-announcement')).toHaveTextContent('');
  });
});

describe('the in-play delay countdown', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('counts down on the button each second, then says it is confirming', () => {
    vi.useFakeTimers();
    const endsAt = Date.now() + 4000;
    renderWithProviders(
      <PlaceButton
        phase="waitingApproval"
        canPlace={false}
        needsAcceptance={false}
        onPlace={() => undefined}
        onAcceptChanges={() => undefined}
        inPlayDelay={{ seconds: 4, endsAt }}
      />,
      { messages: betslipEnglish },
    );
    expect(screen.getByRole('button')).toHaveAccessibleName('Placing in-play bet… 4');
    expect(screen.getByRole('button')).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button')).toHaveAccessibleName('Placing in-play bet… 3');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('button')).toHaveAccessibleName('Confirming in-play bet…');
  });

  it('announces the start and the end only, never each second', () => {
    vi.useFakeTimers();
    const view: SlipView = {
      ...liveDelayView,
      inPlayDelay: { seconds: 4, endsAt: Date.now() + 4000 },
    };
    const { rerender } = renderWithProviders(
      <BetslipPanel view={view} actions={noopSlipActions} />,
      { messages: betslipEnglish },
    );
    const region = screen.getByTestId('slip-delay-announcement');
    expect(region).toHaveTextContent('Placing your in-play bet. This takes about 4 seconds.');
    const changes: string[] = [];
    const observer = new MutationObserver(() => changes.push(region.textContent ?? ''));
    observer.observe(region, { childList: true, characterData: true, subtree: true });
    act(() => vi.advanceTimersByTime(3000));
    expect(changes).toEqual([]);
    rerender(<BetslipPanel view={{ ...liveView, phase: 'editing' }} actions={noopSlipActions} />);
    expect(region).toHaveTextContent('Your in-play bet was not placed.');
    observer.disconnect();
  });
});
