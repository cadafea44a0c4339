import { afterEach, describe, expect, it, vi } from 'vitest';
import { dockGone, dockShown, subscribeDock, visibleDock, watchDock } from './dock';

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
});

describe('the betslip dock', () => {
  it('is the element while it has a width, and none once hidden or gone', () => {
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
    expect(visibleDock()).toBeNull();
    expect(changes).toHaveBeenCalledTimes(4);
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
