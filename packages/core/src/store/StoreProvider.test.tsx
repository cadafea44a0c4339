// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppSelector } from './hooks';
import type { AppStore } from './makeStore';
import { SESSION_STORAGE_KEY } from './persistence';
import { StoreProvider } from './StoreProvider';
import { testPlatformContext } from '../test/platformStub';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const platform = testPlatformContext;

function Probe() {
  const session = useAppSelector((state) => state.session);
  return <p>{`${session.hint}|${String(session.restored)}|${session.username ?? '-'}`}</p>;
}

function app(onStoreCreated?: (store: AppStore) => void) {
  return (
    <StoreProvider platform={platform} sessionHint="loggedIn" onStoreCreated={onStoreCreated}>
      <Probe />
    </StoreProvider>
  );
}

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('StoreProvider', () => {
  it('hydrates without a mismatch, then restores the stored session after mount', async () => {
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        state: {
          jweToken: 'tok',
          username: 'demo',
          expiresAt: Date.now() + 3_600_000,
          loggedInAt: Date.now(),
          loginDetails: null,
          accountsSession: null,
        },
      }),
    );
    const html = renderToString(app());
    expect(html).toContain('loggedIn|false|-');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    let created: AppStore | null = null;
    await act(async () => {
      hydrateRoot(
        container,
        app((store) => {
          created = store;
        }),
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('loggedIn|true|demo');
    expect(created).not.toBeNull();
  });

  it('turns the hint anonymous when storage holds no session', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      createRoot(container).render(app());
    });
    expect(container.textContent).toBe('anonymous|true|-');
  });
});
