import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCE_INTERVAL_MS, useThrottledAnnouncement } from './useThrottledAnnouncement';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useThrottledAnnouncement', () => {
  it('says nothing for the first message, then each change at most once a second', () => {
    const { result, rerender } = renderHook(({ message }) => useThrottledAnnouncement(message), {
      initialProps: { message: '23 live events shown' },
    });
    expect(result.current).toBe('');

    rerender({ message: '8 live events shown' });
    expect(result.current).toBe('8 live events shown');

    // Two more changes within the second: only the latest is said, when the second is over.
    act(() => vi.advanceTimersByTime(200));
    rerender({ message: '4 live events shown' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ message: '5 live events shown' });
    expect(result.current).toBe('8 live events shown');
    act(() => vi.advanceTimersByTime(ANNOUNCE_INTERVAL_MS - 401));
    expect(result.current).toBe('8 live events shown');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('5 live events shown');

    // After a quiet second a change is said at once.
    act(() => vi.advanceTimersByTime(ANNOUNCE_INTERVAL_MS));
    rerender({ message: '23 live events shown' });
    expect(result.current).toBe('23 live events shown');
  });

  it('says nothing after unmounting', () => {
    const { result, rerender, unmount } = renderHook(
      ({ message }) => useThrottledAnnouncement(message),
      { initialProps: { message: 'a' } },
    );
    rerender({ message: 'b' });
    rerender({ message: 'c' });
    unmount();
    expect(() => vi.advanceTimersByTime(ANNOUNCE_INTERVAL_MS)).not.toThrow();
    expect(result.current).toBe('b');
  });
});
