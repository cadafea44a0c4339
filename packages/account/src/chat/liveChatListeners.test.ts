import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  defaultPlatformSettings,
  sessionEnded,
  sessionRestored,
  sessionStarted,
  settingsReceived,
  listenersOf,
} from '@clem/core';
import { registerLiveChatListeners } from './liveChatListeners';
import { selectLiveChatToken } from './liveChatSlice';
import { stubbedStore, type StubAnswer } from '@clem/core/testing';

function setup(answers: StubAnswer[] = []) {
  const queue = [...answers];
  const { store, requests } = stubbedStore(() => queue.shift() ?? { body: { token: 'avaya-tok' } });
  const remove = registerLiveChatListeners(listenersOf(store));
  store.dispatch(
    settingsReceived({
      ...defaultPlatformSettings,
      avaya_live_chat_url: 'https://chat.example.com/',
    }),
  );
  const calls = () => requests.filter((r) => r.path === '/api/avaya_tokens');
  const login = (affiliate = false) =>
    store.dispatch(
      sessionStarted({
        jweToken: 'jwe',
        username: 'demo',
        loginDetails: { alsPlayerId: 42, isPartnerMatrixAffiliate: affiliate },
      }),
    );
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { store, calls, login, flush, remove };
}

describe('registerLiveChatListeners', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('fetches the token once per session, with u and withAuth', async () => {
    const t = setup();
    t.login();
    await t.flush();
    expect(t.calls()).toHaveLength(1);
    expect(t.calls()[0]).toMatchObject({
      withAuth: true,
      params: expect.objectContaining({ u: 42 }) as unknown,
    });
    expect(selectLiveChatToken(t.store.getState())).toBe('avaya-tok');
    // The token lives in the live-chat slice only, never in the api cache.
    const apiState = (t.store.getState() as unknown as Record<string, unknown>)['platform'];
    expect(JSON.stringify(apiState)).not.toContain('avaya-tok');
    t.store.dispatch(sessionRestored(null));
    t.store.dispatch(
      settingsReceived({
        ...defaultPlatformSettings,
        avaya_live_chat_url: 'https://chat.example.com/',
      }),
    );
    await t.flush();
    expect(t.calls()).toHaveLength(1);
    t.remove();
  });

  it.each([
    ['401', { status: 401, body: { message: 'unauthorized' } }],
    ['500', { status: 500, body: { message: 'boom' } }],
    ['malformed', { body: { nope: true } }],
  ])('stores FAILED on %s and never retries in the session', async (_name, answer) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const t = setup([answer]);
    t.login();
    await t.flush();
    expect(selectLiveChatToken(t.store.getState())).toBe('FAILED');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(warn.mock.calls)).not.toContain('jwe');
    t.store.dispatch(sessionRestored(null));
    await t.flush();
    expect(t.calls()).toHaveLength(1);
    t.remove();
  });

  it('skips partner-matrix affiliates', async () => {
    const t = setup();
    t.login(true);
    await t.flush();
    expect(t.calls()).toHaveLength(0);
    expect(selectLiveChatToken(t.store.getState())).toBeNull();
    t.remove();
  });

  it('skips when no Avaya chat URL is configured', async () => {
    const t = setup();
    t.store.dispatch(settingsReceived(defaultPlatformSettings));
    t.login();
    await t.flush();
    expect(t.calls()).toHaveLength(0);
    t.remove();
  });

  it('resets on sessionEnded, so the next session fetches again', async () => {
    const t = setup();
    t.login();
    await t.flush();
    t.store.dispatch(sessionEnded());
    expect(selectLiveChatToken(t.store.getState())).toBeNull();
    t.login();
    await t.flush();
    expect(t.calls()).toHaveLength(2);
    t.remove();
  });

  it('drops an answer that arrives after the session ended', async () => {
    let release: (answer: StubAnswer) => void = () => undefined;
    const { store, requests } = stubbedStore(
      () => new Promise<StubAnswer>((resolve) => (release = resolve)),
    );
    const remove = registerLiveChatListeners(listenersOf(store));
    store.dispatch(
      settingsReceived({ ...defaultPlatformSettings, avaya_live_chat_url: 'https://c.example/' }),
    );
    store.dispatch(
      sessionStarted({ jweToken: 'j', username: 'd', loginDetails: { alsPlayerId: 1 } }),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests).toHaveLength(1);
    store.dispatch(sessionEnded());
    release({ body: { token: 'late' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectLiveChatToken(store.getState())).toBeNull();
    remove();
  });
});
