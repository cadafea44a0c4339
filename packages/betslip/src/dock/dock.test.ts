import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOCK_GRACE_MS, dockGone, dockShown, subscribeDock, visibleDock, watchDock } from './dock';

type Callback = (entries: { contentRect: { width: number } }[]) => void;

class FakeResizeObserver {
  static last: FakeResizeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: Callback) {
    FakeResizeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(width: number) {
    this.callback([{ contentRect: { width } }]);
  }
}

afterEach(() => {
  dockShown(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the betslip dock', () => {
  it('is the element while it has a width, and none once hidden or gone', () => {
    vi.useFakeTimers();
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const element = document.createElement('div');
    const changes = vi.fn();
    const unsubscribe = subscribeDock(changes);
    const stop = watchDock(element);
    const observer = FakeResizeObserver.last;
    if (!observer) throw new Error('no ResizeObserver was made');
    expect(observer.observed).toEqual([element]);
    expect(visibleDock()).toBeNull();

    observer.report(320);
    expect(visibleDock()).toBe(element);
    observer.report(300);
    expect(changes).toHaveBeenCalledTimes(1);

    observer.report(0);
    expect(visibleDock()).toBeNull();
    observer.report(320);
    stop();
    expect(observer.disconnected).toBe(true);
    vi.advanceTimersByTime(DOCK_GRACE_MS);
    expect(visibleDock()).toBeNull();
    expect(changes).toHaveBeenCalledTimes(4);
    unsubscribe();
  });

  it("a client navigation swaps the page's column without a moment of no dock", () => {
    vi.useFakeTimers();
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const changes = vi.fn();
    const unsubscribe = subscribeDock(changes);
    const leaving = document.createElement('div');
    const stopLeaving = watchDock(leaving);
    FakeResizeObserver.last?.report(320);
    expect(visibleDock()).toBe(leaving);

    // The old page's column unmounts, the next page's mounts and reports after layout.
    stopLeaving();
    expect(visibleDock()).toBe(leaving);
    const arriving = document.createElement('div');
    const stopArriving = watchDock(arriving);
    FakeResizeObserver.last?.report(320);
    vi.advanceTimersByTime(DOCK_GRACE_MS);
    expect(visibleDock()).toBe(arriving);
    // Never null in between: the slip never fell back to its sheet.
    expect(changes).toHaveBeenCalledTimes(2);

    stopArriving();
    vi.advanceTimersByTime(DOCK_GRACE_MS);
    expect(visibleDock()).toBeNull();
    unsubscribe();
  });

  it('a dock that goes does not clear another one shown since', () => {
    const first = document.createElement('div');
    const second = document.createElement('div');
    dockShown(first);
    dockShown(second);
    dockGone(first);
    expect(visibleDock()).toBe(second);
  });

  it('without ResizeObserver no dock is ever shown (the slip uses its sheet)', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const stop = watchDock(document.createElement('div'));
    expect(visibleDock()).toBeNull();
    stop();
  });
});
