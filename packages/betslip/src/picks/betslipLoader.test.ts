import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BetslipPick } from './betslipState';

/**
 * The betslip's reducer loads on first use (`betslipLoader.ts`). Each test starts from fresh
 * modules, as a page does before anything has loaded the reducer.
 */

const pick = (outcomeId: number): BetslipPick => ({
  outcomeId,
  marketId: outcomeId * 10,
  eventId: outcomeId * 100,
  decimal: 2.5,
  outcomeDescription: `Outcome ${outcomeId}`,
  marketDescription: 'Match Result',
  eventDescription: `Event ${outcomeId}`,
});

async function freshPage() {
  vi.resetModules();
  const core = await import('@clem/core');
  const { stubbedStore } = await import('@clem/core/testing');
  const toggle = await import('./toggleSelection');
  const loader = await import('./betslipLoader');
  const state = await import('./betslipState');
  const { store } = stubbedStore(() => ({ status: 404, body: {} }));
  // Retail codes on: an anonymous player's pick goes on the slip, no login needed.
  store.dispatch(
    core.settingsReceived({ ...core.defaultPlatformSettings, enable_retail_codes: true } as never),
  );
  const picks = () => state.selectPicks(store.getState()).map((p) => p.outcomeId);
  return { store, toggle, loader, state, picks };
}

afterEach(() => {
  vi.doUnmock('./betslipSlice');
  vi.resetModules();
});

describe('the betslip reducer, loaded on first use', () => {
  it('reads as an empty slip before it loads', async () => {
    const { store, state, picks } = await freshPage();
    expect('betslip' in store.getState()).toBe(false);
    expect(picks()).toEqual([]);
    expect(state.selectBetslipState(store.getState())).toBe(state.initialBetslipState);
  });

  it('applies a price pressed before it loaded, and quick presses in their order', async () => {
    const { store, toggle, picks } = await freshPage();
    const first = store.dispatch(toggle.toggleSelection(pick(1)));
    const second = store.dispatch(toggle.toggleSelection(pick(2)));
    const third = store.dispatch(toggle.toggleSelection(pick(1)));
    expect(first).toBeInstanceOf(Promise);
    expect(picks()).toEqual([]);
    await Promise.all([first, second, third]);
    // 1 on, 2 on, 1 off again: as if the reducer had been there all along.
    expect(picks()).toEqual([2]);
    // Loaded now: the next press applies at once.
    expect(store.dispatch(toggle.toggleSelection(pick(3)))).toBeUndefined();
    expect(picks()).toEqual([2, 3]);
  });

  it('opens the slip from the frame before anything else loaded it', async () => {
    const { store, toggle, loader, state } = await freshPage();
    await store.dispatch(toggle.toggleSelection(pick(1)));
    await store.dispatch(loader.betslipEvent({ type: 'openRequested' }));
    expect(state.selectBetslipState(store.getState()).slip.open).toBe(true);
  });

  it('loads at the first sign of a person on the page, not before', async () => {
    const { store, loader } = await freshPage();
    // An injected reducer's state appears with the next action.
    const sliceIn = () => 'betslip' in (store.dispatch({ type: 'probe' }), store.getState());
    const stop = loader.preloadBetslipReducer();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sliceIn()).toBe(false);
    window.dispatchEvent(new Event('scroll'));
    await vi.waitFor(() => expect(sliceIn()).toBe(true));
    stop();
  });

  it('drops a press whose load failed and loads again on the next one', async () => {
    vi.resetModules();
    let failures = 1;
    vi.doMock('./betslipSlice', async (original) => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('chunk failed to load');
      }
      return original();
    });
    const { store, toggle, picks } = await freshPage();
    await expect(store.dispatch(toggle.toggleSelection(pick(1)))).resolves.toBe(false);
    expect(picks()).toEqual([]);
    await expect(store.dispatch(toggle.toggleSelection(pick(2)))).resolves.toBe(true);
    expect(picks()).toEqual([2]);
  });
});
