import { describe, expect, it } from 'vitest';
import { frameFlagsRead, frameSlice, initialFrameState } from './frameSlice';
import { desktopWidthReached, menuSlice, mobileMenuSet, mobileMenuToggled } from './menuSlice';
import {
  countdownBetsChanged,
  initialModalsState,
  loginClosed,
  loginRequested,
  modalsSlice,
  myBetsClosed,
  myBetsOpened,
} from './modalsSlice';

describe('menu slice', () => {
  const reduce = menuSlice.reducer;
  it('starts with the mobile menu closed and the desktop menu expanded', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      mobileOpen: false,
      desktopExpanded: true,
    });
  });
  it('toggles the mobile menu and closes it when the screen reaches desktop width', () => {
    const open = reduce(undefined, mobileMenuToggled());
    expect(open.mobileOpen).toBe(true);
    expect(reduce(open, desktopWidthReached()).mobileOpen).toBe(false);
    expect(reduce(open, mobileMenuSet(false)).mobileOpen).toBe(false);
  });
});

describe('modals slice: My Bets', () => {
  const reduce = modalsSlice.reducer;
  it('opening gives visible; closing gives hidden while bets count down, otherwise closed', () => {
    const visible = reduce(initialModalsState, myBetsOpened());
    expect(visible.myBets).toBe('visible');
    expect(reduce(visible, myBetsClosed({ countdownBets: 2 })).myBets).toBe('hidden');
    expect(reduce(visible, myBetsClosed({ countdownBets: 0 })).myBets).toBe('closed');
  });
  it('becomes closed when the last countdown bet goes while hidden, and only then', () => {
    const hidden = reduce(
      reduce(initialModalsState, myBetsOpened()),
      myBetsClosed({ countdownBets: 1 }),
    );
    expect(reduce(hidden, countdownBetsChanged({ countdownBets: 1 })).myBets).toBe('hidden');
    expect(reduce(hidden, countdownBetsChanged({ countdownBets: 0 })).myBets).toBe('closed');
    const visible = reduce(initialModalsState, myBetsOpened());
    expect(reduce(visible, countdownBetsChanged({ countdownBets: 0 })).myBets).toBe('visible');
  });
  it('remembers that adding a selection asked for the login, until it closes', () => {
    const open = reduce(initialModalsState, loginRequested({ responsible: 'BETSLIP' }));
    expect(open).toMatchObject({ login: true, loginResponsible: 'BETSLIP' });
    expect(reduce(open, loginClosed())).toMatchObject({ login: false, loginResponsible: null });
    expect(reduce(initialModalsState, loginRequested(undefined)).loginResponsible).toBeNull();
  });
});

describe('frame slice', () => {
  it('takes the flags read from the query and keeps the rest', () => {
    const state = frameSlice.reducer(initialFrameState, frameFlagsRead({ embedded: true }));
    expect(state).toEqual({ ...initialFrameState, embedded: true });
  });

  it('keeps the same state object when the flags read are the ones it has (no re-render)', () => {
    const same = frameSlice.reducer(
      initialFrameState,
      frameFlagsRead({
        embedded: initialFrameState.embedded,
        isContentOnly: initialFrameState.isContentOnly,
        isNativeApp: initialFrameState.isNativeApp,
        betslipOrigin: initialFrameState.betslipOrigin,
        isTrackingUserActivity: initialFrameState.isTrackingUserActivity,
      }),
    );
    expect(same).toBe(initialFrameState);
  });
});

describe('frame slice: betslip origin', () => {
  it('answers the forced origin of a native app variant', async () => {
    const { selectBetslipOriginId } = await import('./frameSlice');
    const native = frameSlice.reducer(
      initialFrameState,
      frameFlagsRead({ betslipOrigin: 'msw-maya', isNativeApp: true }),
    );
    expect(selectBetslipOriginId({ frame: native })).toBe(21);
    expect(selectBetslipOriginId({ frame: initialFrameState })).toBe(11);
  });
});
