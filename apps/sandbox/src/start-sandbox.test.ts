import { describe, expect, it } from 'vitest';
import { startSandbox } from './start-sandbox';

const config = {
  host: '127.0.0.1',
  port: 0,
  dataDir: 'memory://',
  databaseUrl: undefined,
  seed: 1,
  logLevel: 'silent',
  mode: 'test',
  speed: 1,
} as const;

describe('startSandbox', () => {
  it('opens an in-memory database, seeds it and serves HTTP on loopback', async () => {
    const sandbox = await startSandbox(config);
    try {
      expect(sandbox.url).toBe(`http://127.0.0.1:${sandbox.port}`);
      const health = await fetch(`${sandbox.url}/health`);
      expect(await health.json()).toEqual({ ok: true });
      const tree = await fetch(`${sandbox.url}/xapi/rest/eventpathtree?sportCode=FOOT`, {
        headers: { 'X-SB-Brand': 'dafakenya' },
      });
      expect(tree.status).toBe(200);
    } finally {
      await Promise.all([sandbox.close(), sandbox.close()]);
    }
    await expect(fetch(`${sandbox.url}/health`)).rejects.toThrow();
  });
});
