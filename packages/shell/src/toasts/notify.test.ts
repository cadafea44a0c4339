import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  connectToasts,
  hasPendingToasts,
  MAX_PENDING_TOASTS,
  notify,
  onToastQueued,
  resetToasts,
  type ToastRequest,
} from './notify';

afterEach(() => {
  resetToasts();
});

describe('notify', () => {
  it('queues requests until a host connects, then delivers them in order', () => {
    notify('event-finished');
    notify('betslip-something-went-wrong', { reference: 'abc-123' });
    expect(hasPendingToasts()).toBe(true);
    const received: ToastRequest[] = [];
    connectToasts((request) => received.push(request));
    expect(received).toEqual([
      { key: 'event-finished', values: {} },
      { key: 'betslip-something-went-wrong', values: {}, reference: 'abc-123' },
    ]);
    expect(hasPendingToasts()).toBe(false);
  });

  it('goes straight to a connected host', () => {
    const received: ToastRequest[] = [];
    connectToasts((request) => received.push(request));
    notify('generic-error', { values: { count: 2 } });
    expect(received).toEqual([{ key: 'generic-error', values: { count: 2 } }]);
    expect(hasPendingToasts()).toBe(false);
  });

  it('wakes the host only while nobody listens', () => {
    const wake = vi.fn();
    const stop = onToastQueued(wake);
    notify('event-finished');
    expect(wake).toHaveBeenCalledTimes(1);
    const disconnect = connectToasts(() => undefined);
    notify('event-finished');
    expect(wake).toHaveBeenCalledTimes(1);
    disconnect();
    stop();
    notify('event-finished');
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it('keeps only the latest requests while no host is mounted', () => {
    for (let i = 0; i < MAX_PENDING_TOASTS + 5; i += 1) notify(`k${i}`);
    const received: string[] = [];
    connectToasts((request) => received.push(request.key));
    expect(received).toHaveLength(MAX_PENDING_TOASTS);
    expect(received[0]).toBe('k5');
  });

  it('a stale disconnect does not unplug a newer host', () => {
    const first = vi.fn();
    const second = vi.fn();
    const disconnectFirst = connectToasts(first);
    connectToasts(second);
    disconnectFirst();
    notify('event-finished');
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });
});
