import { MARKET_STATUSES } from '@clem/core/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceChanged } from '../slipView/selectionRows';
import {
  livePriceDecision,
  liveSelectionState,
  sameSlipLive,
  type LiveSelectionFacts,
} from './livePrice';

const price = fc.double({ min: 1.01, max: 1000, noNaN: true, noDefaultInfinity: true });
const acceptOdds = fc.constantFrom<'D' | 'A'>('D', 'A');

describe('livePriceDecision', () => {
  it('is same exactly when the live price is the accepted one', () => {
    fc.assert(
      fc.property(price, price, acceptOdds, (slipDecimal, liveDecimal, mode) => {
        const decision = livePriceDecision({ slipDecimal, liveDecimal, acceptOdds: mode });
        expect(decision === 'same').toBe(slipDecimal === liveDecimal);
      }),
    );
  });

  it('under D takes a higher price silently and asks for a lower one', () => {
    expect(livePriceDecision({ slipDecimal: 2.1, liveDecimal: 2.3, acceptOdds: 'D' })).toBe(
      'acceptedHigher',
    );
    expect(livePriceDecision({ slipDecimal: 2.1, liveDecimal: 1.9, acceptOdds: 'D' })).toBe(
      'needsAcceptance',
    );
  });

  it('under A asks for every change, up or down', () => {
    fc.assert(
      fc.property(price, price, (slipDecimal, liveDecimal) => {
        fc.pre(slipDecimal !== liveDecimal);
        expect(livePriceDecision({ slipDecimal, liveDecimal, acceptOdds: 'A' })).toBe(
          'needsAcceptance',
        );
      }),
    );
  });

  it('asks for acceptance exactly when the slip’s platform rule would (one rule, two sources)', () => {
    fc.assert(
      fc.property(price, price, acceptOdds, (slipDecimal, liveDecimal, mode) => {
        const decision = livePriceDecision({ slipDecimal, liveDecimal, acceptOdds: mode });
        expect(decision === 'needsAcceptance').toBe(priceChanged(slipDecimal, liveDecimal, mode));
      }),
    );
  });

  it('is monotonic: a price that needs acceptance under D also needs it under A', () => {
    fc.assert(
      fc.property(price, price, (slipDecimal, liveDecimal) => {
        const underD = livePriceDecision({ slipDecimal, liveDecimal, acceptOdds: 'D' });
        const underA = livePriceDecision({ slipDecimal, liveDecimal, acceptOdds: 'A' });
        if (underD === 'needsAcceptance') expect(underA).toBe('needsAcceptance');
      }),
    );
  });

  it('accepting the live price makes it the same', () => {
    fc.assert(
      fc.property(price, acceptOdds, (liveDecimal, mode) => {
        expect(livePriceDecision({ slipDecimal: liveDecimal, liveDecimal, acceptOdds: mode })).toBe(
          'same',
        );
      }),
    );
  });
});

const facts = fc.record<LiveSelectionFacts>({
  outcomeHidden: fc.boolean(),
  marketStatus: fc.option(fc.constantFrom(...MARKET_STATUSES), { nil: undefined }),
  feedAlerted: fc.boolean(),
  eventFinished: fc.boolean(),
  pricesStale: fc.boolean(),
});

describe('liveSelectionState', () => {
  it('is open exactly when nothing stands in the way', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const open =
          !f.eventFinished &&
          (f.marketStatus === undefined || f.marketStatus === 'open') &&
          !f.feedAlerted &&
          !f.outcomeHidden &&
          !f.pricesStale;
        expect(liveSelectionState(f).state === 'open').toBe(open);
      }),
    );
  });

  it('a finished event or a market off the page is closed, whatever else holds', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const gone =
          f.eventFinished ||
          (f.marketStatus !== undefined && !['open', 'suspended'].includes(f.marketStatus));
        expect(liveSelectionState(f).state === 'closed').toBe(gone);
      }),
    );
  });

  it('a stale connection only shows when no platform fact does (suspended wins over stale)', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const result = liveSelectionState(f);
        if (result.state === 'stale') {
          expect(f.pricesStale).toBe(true);
          expect(f.feedAlerted || f.outcomeHidden || f.marketStatus === 'suspended').toBe(false);
        }
        // Clearing the doubt about the connection never changes a platform fact.
        if (result.state !== 'stale') {
          expect(liveSelectionState({ ...f, pricesStale: false })).toEqual(result);
        }
      }),
    );
  });

  it('names each reason', () => {
    const base: LiveSelectionFacts = {
      outcomeHidden: false,
      marketStatus: 'open',
      feedAlerted: false,
      eventFinished: false,
      pricesStale: false,
    };
    expect(liveSelectionState({ ...base, marketStatus: 'suspended' })).toEqual({
      state: 'suspended',
      reason: 'marketSuspended',
    });
    expect(liveSelectionState({ ...base, feedAlerted: true })).toEqual({
      state: 'suspended',
      reason: 'feedAlert',
    });
    expect(liveSelectionState({ ...base, outcomeHidden: true })).toEqual({
      state: 'suspended',
      reason: 'outcomeHidden',
    });
    expect(liveSelectionState({ ...base, marketStatus: 'settled' })).toEqual({
      state: 'closed',
      reason: 'marketClosed',
    });
    expect(liveSelectionState({ ...base, eventFinished: true })).toEqual({
      state: 'closed',
      reason: 'eventFinished',
    });
    expect(liveSelectionState({ ...base, pricesStale: true })).toEqual({
      state: 'stale',
      reason: 'connectionStale',
    });
  });
});

describe('sameSlipLive', () => {
  it('compares price, state and reason of each selection', () => {
    const open = { 1: { decimal: 2, state: 'open' as const } };
    expect(sameSlipLive(open, { 1: { decimal: 2, state: 'open' } })).toBe(true);
    expect(sameSlipLive(open, { 1: { decimal: 2.1, state: 'open' } })).toBe(false);
    expect(sameSlipLive(open, { 1: { decimal: 2, state: 'suspended', reason: 'feedAlert' } })).toBe(
      false,
    );
    expect(sameSlipLive(open, {})).toBe(false);
  });
});
