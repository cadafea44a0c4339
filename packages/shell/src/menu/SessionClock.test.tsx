import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { menuIconKey } from './MenuIcon';
import { SessionClock } from './SessionClock';

afterEach(() => {
  vi.useRealTimers();
});

describe('SessionClock', () => {
  it('ticks every second, and only the clock re-renders', () => {
    const start = Date.UTC(2026, 10, 23, 12, 0, 0);
    vi.useFakeTimers({ now: start, toFake: ['setInterval', 'clearInterval', 'Date'] });
    let parentRenders = 0;
    function Parent() {
      parentRenders += 1;
      return (
        <p>
          Session <SessionClock loginTime={start - 59_000} />
        </p>
      );
    }
    render(<Parent />);
    expect(screen.getByText('00:00:59')).toBeInTheDocument();
    const rendersBefore = parentRenders;
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText('00:01:00')).toHaveAttribute('datetime', 'PT0H1M0S');
    act(() => {
      vi.advanceTimersByTime(3_600_000);
    });
    expect(screen.getByText('01:01:00')).toBeInTheDocument();
    expect(parentRenders).toBe(rendersBefore);
  });

  it('stops ticking when unmounted', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { unmount } = render(<SessionClock loginTime={Date.now()} />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('menuIconKey', () => {
  it('matches icon names case-insensitively, with aliases and a generic fallback', () => {
    expect(menuIconKey('LIVE')).toBe('live');
    expect(menuIconKey('promotions')).toBe('promos');
    expect(menuIconKey('FOOT')).toBe('generic');
    expect(menuIconKey(null)).toBe('generic');
  });
});
