import { describe, it, expect, vi } from 'vitest';
import { createHostBridge, isFramed, type HostWindow } from './hostBridge';

const allowedHosts = ['https://www.dafabet.es', 'http://127.0.0.1:4100'];

interface FakeWindow extends HostWindow {
  parentPost: ReturnType<typeof vi.fn>;
  deliver(event: { origin: string; data: unknown; source?: unknown }): void;
  listenerCount(): number;
}

function fakeWindow({
  framed = true,
  referrer = 'https://www.dafabet.es/es/sports',
  ancestorOrigins,
}: { framed?: boolean; referrer?: string; ancestorOrigins?: string[] } = {}): FakeWindow {
  const listeners = new Set<(event: MessageEvent) => void>();
  const parentPost = vi.fn();
  const parent = { postMessage: parentPost };
  const self: FakeWindow = {
    parent,
    document: { referrer },
    location: { ancestorOrigins },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    parentPost,
    deliver(event) {
      for (const listener of listeners) {
        listener({ source: parent, ...event } as unknown as MessageEvent);
      }
    },
    listenerCount: () => listeners.size,
  };
  if (!framed) self.parent = self as unknown as HostWindow['parent'];
  return self;
}

describe('createHostBridge', () => {
  it('posts enveloped messages to the exact host origin, never *', () => {
    const window = fakeWindow();
    const bridge = createHostBridge({ window, allowedHosts });
    expect(bridge.origin).toBe('https://www.dafabet.es');
    bridge.post('ready', {});
    bridge.post('login', { responsible: 'BETSLIP' });
    bridge.post('size', { width: 359.5, height: 1200 });
    expect(window.parentPost.mock.calls).toEqual([
      [{ source: 'clem', type: 'ready', payload: {} }, 'https://www.dafabet.es'],
      [
        { source: 'clem', type: 'login', payload: { responsible: 'BETSLIP' } },
        'https://www.dafabet.es',
      ],
      [
        { source: 'clem', type: 'size', payload: { width: 360, height: 1200 } },
        'https://www.dafabet.es',
      ],
    ]);
  });

  it('does nothing when not embedded', () => {
    const window = fakeWindow({ framed: false });
    const bridge = createHostBridge({ window, allowedHosts });
    bridge.post('ready', {});
    expect(bridge.origin).toBeNull();
    expect(window.parentPost).not.toHaveBeenCalled();
    expect(window.listenerCount()).toBe(0);
  });

  it('does nothing when the parent is not an allowed host', () => {
    const window = fakeWindow({ referrer: 'https://evil.example/page' });
    const bridge = createHostBridge({ window, allowedHosts });
    bridge.post('ready', {});
    expect(window.parentPost).not.toHaveBeenCalled();
    expect(window.listenerCount()).toBe(0);
  });

  it('does nothing when disabled', () => {
    const window = fakeWindow();
    createHostBridge({ window, allowedHosts, enabled: false }).post('ready', {});
    expect(window.parentPost).not.toHaveBeenCalled();
  });

  it('ancestorOrigins beats a spoofable referrer', () => {
    const window = fakeWindow({
      referrer: 'https://www.dafabet.es/',
      ancestorOrigins: ['https://evil.example'],
    });
    createHostBridge({ window, allowedHosts }).post('ready', {});
    expect(window.parentPost).not.toHaveBeenCalled();
  });

  it('dispatches valid commands from the host and ignores the rest', () => {
    const window = fakeWindow();
    const onCommand = vi.fn();
    createHostBridge({ window, allowedHosts, onCommand });
    window.deliver({
      origin: 'https://www.dafabet.es',
      data: { type: 'navigate', path: '/sports' },
    });
    window.deliver({ origin: 'https://www.dafabet.es', data: { type: 'logout' } });
    window.deliver({ origin: 'https://evil.example', data: { type: 'logout' } });
    window.deliver({ origin: 'https://www.dafabet.es', data: { type: 'navigate', path: '//x.y' } });
    window.deliver({ origin: 'https://www.dafabet.es', data: 'logout' });
    // Right origin, but not from the parent window (e.g. another frame of the same host).
    window.deliver({ origin: 'https://www.dafabet.es', data: { type: 'logout' }, source: {} });
    expect(onCommand.mock.calls).toEqual([
      [{ type: 'navigate', path: '/sports' }],
      [{ type: 'logout' }],
    ]);
  });

  it('a throwing handler does not break the listener', () => {
    const window = fakeWindow();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onCommand = vi.fn(() => {
      throw new Error('boom');
    });
    createHostBridge({ window, allowedHosts, onCommand });
    window.deliver({ origin: 'https://www.dafabet.es', data: { type: 'logout' } });
    window.deliver({ origin: 'https://www.dafabet.es', data: { type: 'logout' } });
    expect(onCommand).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('destroy stops listening and posting', () => {
    const window = fakeWindow();
    const onCommand = vi.fn();
    const bridge = createHostBridge({ window, allowedHosts, onCommand });
    bridge.destroy();
    bridge.destroy();
    window.deliver({ origin: 'https://www.dafabet.es', data: { type: 'logout' } });
    bridge.post('ready', {});
    expect(onCommand).not.toHaveBeenCalled();
    expect(window.parentPost).not.toHaveBeenCalled();
    expect(window.listenerCount()).toBe(0);
  });
});

describe('isFramed', () => {
  it('tells a framed window from a top-level one', () => {
    expect(isFramed(fakeWindow())).toBe(true);
    expect(isFramed(fakeWindow({ framed: false }))).toBe(false);
  });
});
