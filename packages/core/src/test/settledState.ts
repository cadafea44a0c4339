import { vi } from 'vitest';

/**
 * What `promise` settles with within 1 ms of fake time (no wait on the platform), else 'pending'.
 * Needs `vi.useFakeTimers()`: it advances the clock by that millisecond itself.
 */
export async function settledState<T>(promise: Promise<T>): Promise<T | 'pending'> {
  const result = Promise.race([
    promise,
    new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), 1)),
  ]);
  await vi.advanceTimersByTimeAsync(1);
  return result;
}
