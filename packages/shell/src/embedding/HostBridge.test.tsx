import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, it, expect, vi } from 'vitest';
import type { HostWindow } from './hostBridge';
import { HostBridge, useHostMessenger } from './HostBridge';

const navigation = vi.hoisted(() => ({ pathname: '/sports', push: vi.fn() }));

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: navigation.push }),
  usePathname: () => navigation.pathname,
}));

const HOST = 'http://127.0.0.1:4100';
const allowedHosts = [HOST];

type FakeHost = HostWindow & EventTarget & { posted: unknown[]; parentWindow: object };

/** A framed window whose parent is an allowed host page; an EventTarget for the listeners. */
function fakeHostWindow(referrer = `${HOST}/host.html`): FakeHost {
  const target = new EventTarget() as FakeHost;
  const posted: unknown[] = [];
  const parent = {
    postMessage: (message: unknown, origin: string) => posted.push({ message, origin }),
  };
  return Object.assign(target, {
    parent,
    parentWindow: parent,
    posted,
    document: { referrer },
    location: {},
  });
}

function typesPosted(host: FakeHost): string[] {
  return host.posted.map((entry) => (entry as { message: { type: string } }).message.type);
}

function sendFromHost(host: FakeHost, origin: string, data: unknown) {
  const event = new MessageEvent('message', { origin, data });
  Object.defineProperty(event, 'source', { value: host.parentWindow });
  act(() => {
    host.dispatchEvent(event);
  });
}

let resizeCallbacks: Array<() => void> = [];

beforeEach(() => {
  vi.useFakeTimers();
  navigation.pathname = '/sports';
  navigation.push.mockReset();
  resizeCallbacks = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resizeCallbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('HostBridge', () => {
  it('posts ready, language and size on mount, to the host origin only', () => {
    const host = fakeHostWindow();
    render(
      <HostBridge
        allowedHosts={allowedHosts}
        locale="es"
        trackUserActivity={false}
        hostWindow={host}
      >
        <p>app</p>
      </HostBridge>,
    );
    expect(screen.getByText('app')).toBeInTheDocument();
    expect(typesPosted(host)).toEqual(['ready', 'language', 'size']);
    expect(host.posted[1]).toEqual({
      message: { source: 'clem', type: 'language', payload: { locale: 'es' } },
      origin: HOST,
    });
    expect(host.posted.every((entry) => (entry as { origin: string }).origin === HOST)).toBe(true);
  });

  it('stays silent in a page that is not an allowed host', () => {
    const host = fakeHostWindow('https://evil.example/');
    render(
      <HostBridge allowedHosts={allowedHosts} locale="en" trackUserActivity hostWindow={host} />,
    );
    host.dispatchEvent(new Event('pointerdown'));
    expect(host.posted).toEqual([]);
  });

  it('posts size on resize (throttled) and on route change; language on locale change', () => {
    const host = fakeHostWindow();
    const { rerender } = render(
      <HostBridge
        allowedHosts={allowedHosts}
        locale="en"
        trackUserActivity={false}
        hostWindow={host}
      />,
    );
    host.posted.length = 0;
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    act(() => {
      for (let i = 0; i < 5; i += 1) resizeCallbacks.forEach((callback) => callback());
    });
    expect(typesPosted(host)).toEqual(['size']);
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(typesPosted(host)).toEqual(['size', 'size']);

    host.posted.length = 0;
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    navigation.pathname = '/sports/1-FOOT';
    rerender(
      <HostBridge
        allowedHosts={allowedHosts}
        locale="de"
        trackUserActivity={false}
        hostWindow={host}
      />,
    );
    expect(typesPosted(host).sort()).toEqual(['language', 'size']);
  });

  it('reports user activity at most once per 30 s when tracking is on', () => {
    const host = fakeHostWindow();
    render(
      <HostBridge allowedHosts={allowedHosts} locale="en" trackUserActivity hostWindow={host} />,
    );
    host.posted.length = 0;
    act(() => {
      host.dispatchEvent(new Event('pointerdown'));
      host.dispatchEvent(new Event('keydown'));
      host.dispatchEvent(new Event('scroll'));
    });
    expect(typesPosted(host)).toEqual(['user-activity']);
    act(() => {
      vi.advanceTimersByTime(29_000);
    });
    expect(typesPosted(host)).toEqual(['user-activity']);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(typesPosted(host)).toEqual(['user-activity', 'user-activity']);
  });

  it('does not report user activity when tracking is off', () => {
    const host = fakeHostWindow();
    render(
      <HostBridge
        allowedHosts={allowedHosts}
        locale="en"
        trackUserActivity={false}
        hostWindow={host}
      />,
    );
    host.posted.length = 0;
    act(() => {
      host.dispatchEvent(new Event('pointerdown'));
    });
    expect(host.posted).toEqual([]);
  });

  it('navigates and logs out on the host page commands', () => {
    const host = fakeHostWindow();
    const onLogout = vi.fn();
    render(
      <HostBridge
        allowedHosts={allowedHosts}
        locale="en"
        trackUserActivity={false}
        onLogout={onLogout}
        hostWindow={host}
      />,
    );
    sendFromHost(host, HOST, { type: 'navigate', path: '/es/sports' });
    sendFromHost(host, HOST, { type: 'navigate', path: '//evil.example' });
    sendFromHost(host, 'https://evil.example', { type: 'logout' });
    sendFromHost(host, HOST, { type: 'logout' });
    expect(navigation.push).toHaveBeenCalledTimes(1);
    expect(navigation.push).toHaveBeenCalledWith('/es/sports');
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('useHostMessenger posts from children, including during their first effects', () => {
    const host = fakeHostWindow();
    function LoginReporter() {
      const post = useHostMessenger();
      useEffect(() => {
        post('login', { responsible: 'BETSLIP' });
      }, [post]);
      return null;
    }
    render(
      <HostBridge
        allowedHosts={allowedHosts}
        locale="en"
        trackUserActivity={false}
        hostWindow={host}
      >
        <LoginReporter />
      </HostBridge>,
    );
    expect(typesPosted(host)).toEqual(['ready', 'language', 'login', 'size']);
    expect(host.posted[2]).toMatchObject({
      message: { type: 'login', payload: { responsible: 'BETSLIP' } },
    });
  });

  it('useHostMessenger is a no-op outside a HostBridge', () => {
    let posted = false;
    function Outside() {
      const post = useHostMessenger();
      useEffect(() => {
        post('logout', {});
        posted = true;
      }, [post]);
      return null;
    }
    render(<Outside />);
    expect(posted).toBe(true);
  });
});
