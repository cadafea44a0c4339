import { describe, expect, it } from 'vitest';
import { startSandbox } from './start-sandbox';

const config = {
  host: '127.0.0.1',
  port: 0,
  adminPort: 0,
  dataDir: 'memory://',
  databaseUrl: undefined,
  seed: 1,
  logLevel: 'silent',
  mode: 'test',
  speed: 1,
  loginLockoutSeconds: 900,
  loginAddressLimit: 20,
} as const;

describe('startSandbox', () => {
  it('opens an in-memory database, seeds it and serves HTTP on loopback (admin on its own port)', async () => {
    const sandbox = await startSandbox(config);
    try {
      expect(sandbox.url).toBe(`http://127.0.0.1:${sandbox.port}`);
      const health = await fetch(`${sandbox.url}/health`);
      expect(await health.json()).toEqual({ ok: true });
      const tree = await fetch(`${sandbox.url}/xapi/rest/eventpathtree?sportCode=FOOT`, {
        headers: { 'X-SB-Brand': 'dafakenya' },
      });
      expect(tree.status).toBe(200);

      // The admin surface is on its own port only.
      const admin = sandbox.admin;
      expect(admin?.url).toBe(`http://127.0.0.1:${admin?.port}`);
      expect(admin?.port).not.toBe(sandbox.port);
      expect((await fetch(`${admin?.url}/__admin/faults`)).status).toBe(200);
      expect((await fetch(`${sandbox.url}/__admin/faults`)).status).toBe(404);
      expect((await fetch(`${admin?.url}/health`)).status).toBe(404);
    } finally {
      await Promise.all([sandbox.close(), sandbox.close()]);
    }
    await expect(fetch(`${sandbox.url}/health`)).rejects.toThrow();
    await expect(fetch(`${sandbox.admin?.url}/__admin/faults`)).rejects.toThrow();
  });
});
