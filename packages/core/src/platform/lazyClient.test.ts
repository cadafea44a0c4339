import { describe, expect, it, vi } from 'vitest';
import { platformRequest, type PlatformContext } from './client';
import { clientAnswering, testPlatformContext } from '../test/platformStub';
import { lazyPlatformClient } from './lazyClient';
import * as z from 'zod/mini';

const context: PlatformContext = { ...testPlatformContext, locale: 'pt' };
const realClient = (body: string) => clientAnswering(body, context);

describe('lazyPlatformClient', () => {
  it('loads nothing until the first call, and loads once for concurrent calls', async () => {
    const load = vi.fn(async () => realClient('{"ok":true}'));
    const client = lazyPlatformClient(context, load);
    expect(client.context.locale).toBe('pt');
    expect(load).not.toHaveBeenCalled();
    const schema = z.object({ ok: z.boolean() });
    const [a, b] = await Promise.all([
      platformRequest(client, { url: '/api/a', schema }),
      platformRequest(client, { url: '/api/b', schema }),
    ]);
    expect(a).toEqual({ ok: true });
    expect(b).toEqual({ ok: true });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers with the real client once loaded', async () => {
    const real = realClient('{}');
    const client = lazyPlatformClient(context, async () => real);
    await client.ready();
    expect(client.defaults).toBe(real.defaults);
    expect(client.interceptors).toBe(real.interceptors);
  });

  it('refuses what cannot wait before the load, and is not a thenable', async () => {
    const client = lazyPlatformClient(context, async () => realClient('{}'));
    expect(() => client.interceptors).toThrow(/not loaded/);
    expect(await Promise.resolve(client)).toBe(client);
  });

  it('rejects a call whose load failed and retries the load with the next call', async () => {
    const load = vi
      .fn<() => Promise<ReturnType<typeof realClient>>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(realClient('{"n":1}'));
    const client = lazyPlatformClient(context, load);
    await expect(client.get('/api/x')).rejects.toThrow('chunk failed');
    const response = await client.get<string>('/api/x');
    expect(response.data).toBe('{"n":1}');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
