import { afterEach, beforeEach, describe, it, expect, vi } from 'vitest';
import { createBackToTop, isBackToTopExcluded } from './backToTopState';

describe('createBackToTop', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows only past 200 px', () => {
    const onChange = vi.fn();
    const control = createBackToTop(onChange);
    control.scrolled(150);
    control.scrolled(200);
    expect(control.isVisible()).toBe(false);
    control.scrolled(201);
    expect(control.isVisible()).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(1);
    control.dispose();
  });

  it('hides 5 s after the last scroll, restarting on each scroll', () => {
    const onChange = vi.fn();
    const control = createBackToTop(onChange);
    control.scrolled(500);
    vi.advanceTimersByTime(4000);
    control.scrolled(600);
    vi.advanceTimersByTime(4999);
    expect(control.isVisible()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(control.isVisible()).toBe(false);
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('hides at once when scrolled back up or hidden, and dispose stops the timer', () => {
    const onChange = vi.fn();
    const control = createBackToTop(onChange);
    control.scrolled(900);
    control.scrolled(10);
    expect(control.isVisible()).toBe(false);
    control.scrolled(900);
    control.hide();
    expect(control.isVisible()).toBe(false);
    control.scrolled(900);
    control.dispose();
    vi.advanceTimersByTime(10_000);
    expect(control.isVisible()).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('isBackToTopExcluded', () => {
  it('excludes event and embedded game pages, with or without locale', () => {
    expect(isBackToTopExcluded('/sports/event/123')).toBe(true);
    expect(isBackToTopExcluded('/en/sports/kiron/')).toBe(true);
    expect(isBackToTopExcluded('/maintenance?x=1')).toBe(true);
  });

  it('keeps ordinary pages', () => {
    expect(isBackToTopExcluded('/sports')).toBe(false);
    expect(isBackToTopExcluded('/sports/football')).toBe(false);
    expect(isBackToTopExcluded('/sports/esports-news')).toBe(false);
    expect(isBackToTopExcluded('/live/sport/')).toBe(false);
  });
});
