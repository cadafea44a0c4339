import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchParent } from './parent-watch';

describe('watchParent', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls back once, at the first check after the parent changed', () => {
    let parent = 100;
    const onGone = vi.fn();
    watchParent(onGone, 1000, () => parent);
    vi.advanceTimersByTime(3000);
    expect(onGone).not.toHaveBeenCalled();
    parent = 1;
    vi.advanceTimersByTime(999);
    expect(onGone).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onGone).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(onGone).toHaveBeenCalledTimes(1);
  });

  it('can be stopped', () => {
    let parent = 100;
    const onGone = vi.fn();
    const stop = watchParent(onGone, 1000, () => parent);
    stop();
    parent = 1;
    vi.advanceTimersByTime(5000);
    expect(onGone).not.toHaveBeenCalled();
  });
});
