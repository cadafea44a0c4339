import { describe, expect, it } from 'vitest';
import {
  SANDBOX_DEFAULT_DATA_DIR,
  SANDBOX_DEFAULT_PORT,
  SANDBOX_DEFAULT_SEED,
  loadConfig,
  sandboxUrl,
} from './config';

describe('loadConfig', () => {
  it('defaults to 127.0.0.1:4010 and the git-ignored data directory', () => {
    const config = loadConfig({}, [], '/repo');
    expect(config).toEqual({
      mode: 'dev',
      host: '127.0.0.1',
      port: 4010,
      adminPort: 4110,
      dataDir: SANDBOX_DEFAULT_DATA_DIR,
      databaseUrl: undefined,
      seed: SANDBOX_DEFAULT_SEED,
      speed: 1,
      loginLockoutSeconds: 900,
      loginAddressLimit: 20,
      heartbeatMs: 15_000,
      logLevel: 'warn',
      exitWithParent: false,
    });
    expect(SANDBOX_DEFAULT_PORT).toBe(4010);
    expect(SANDBOX_DEFAULT_DATA_DIR).toMatch(/apps\/sandbox\/\.data\/pglite$/);
  });

  it('reads the environment and --exit-with-parent', () => {
    const config = loadConfig(
      {
        SANDBOX_PORT: '4999',
        SANDBOX_DATA_DIR: 'tmp/db',
        DATABASE_URL: 'postgres://localhost/clem',
        SANDBOX_SEED: '7',
        SANDBOX_LOG_LEVEL: 'info',
        SANDBOX_MODE: 'production',
        SANDBOX_SPEED: '60',
        SANDBOX_LOGIN_LOCKOUT_SECONDS: '60',
        SANDBOX_LOGIN_ADDRESS_LIMIT: '500',
        SANDBOX_HEARTBEAT_MS: '2000',
      },
      ['--exit-with-parent'],
      '/repo',
    );
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4999,
      dataDir: '/repo/tmp/db',
      databaseUrl: 'postgres://localhost/clem',
      seed: 7,
      logLevel: 'info',
      exitWithParent: true,
      mode: 'production',
      speed: 60,
      adminPort: 5099,
      loginLockoutSeconds: 60,
      loginAddressLimit: 500,
      heartbeatMs: 2000,
    });
    expect(() => loadConfig({ SANDBOX_HEARTBEAT_MS: '999' })).toThrow(/SANDBOX_HEARTBEAT_MS/);
    expect(() => loadConfig({ SANDBOX_HEARTBEAT_MS: '60001' })).toThrow(/SANDBOX_HEARTBEAT_MS/);
    expect(() => loadConfig({ SANDBOX_SPEED: '0' })).toThrow(/SANDBOX_SPEED/);
    expect(() => loadConfig({ SANDBOX_SPEED: '2000' })).toThrow(/SANDBOX_SPEED/);
    expect(() => loadConfig({ SANDBOX_SPEED: 'fast' })).toThrow(/SANDBOX_SPEED/);
  });

  it('keeps memory:// and absolute data directories as given', () => {
    expect(loadConfig({ SANDBOX_DATA_DIR: 'memory://' }, []).dataDir).toBe('memory://');
    expect(loadConfig({ SANDBOX_DATA_DIR: '/var/db' }, []).dataDir).toBe('/var/db');
  });

  it.each([['abc'], ['-1'], ['65536'], ['40.5']])('refuses SANDBOX_PORT=%s', (port) => {
    expect(() => loadConfig({ SANDBOX_PORT: port }, [])).toThrow(/SANDBOX_PORT/);
  });

  it('puts the admin server on the public port + 100 unless SANDBOX_ADMIN_PORT says otherwise', () => {
    expect(loadConfig({ SANDBOX_PORT: '4011' }, []).adminPort).toBe(4111);
    expect(loadConfig({ SANDBOX_PORT: '0' }, []).adminPort).toBe(0);
    expect(loadConfig({ SANDBOX_ADMIN_PORT: '5000' }, []).adminPort).toBe(5000);
    expect(loadConfig({ SANDBOX_PORT: '0', SANDBOX_ADMIN_PORT: '0' }, []).adminPort).toBe(0);
    expect(() => loadConfig({ SANDBOX_ADMIN_PORT: '4010' }, [])).toThrow(/SANDBOX_ADMIN_PORT/);
    expect(() => loadConfig({ SANDBOX_ADMIN_PORT: 'x' }, [])).toThrow(/SANDBOX_ADMIN_PORT/);
    expect(() => loadConfig({ SANDBOX_PORT: '65500' }, [])).toThrow(/SANDBOX_ADMIN_PORT/);
    expect(loadConfig({ SANDBOX_PORT: '65500', SANDBOX_ADMIN_PORT: '4110' }, []).adminPort).toBe(
      4110,
    );
    expect(() => loadConfig({ SANDBOX_LOGIN_LOCKOUT_SECONDS: '0' }, [])).toThrow(
      /SANDBOX_LOGIN_LOCKOUT_SECONDS/,
    );
  });

  it('refuses an unknown log level', () => {
    expect(() => loadConfig({ SANDBOX_LOG_LEVEL: 'loud' }, [])).toThrow(/SANDBOX_LOG_LEVEL/);
    expect(() => loadConfig({ SANDBOX_MODE: 'staging' }, [])).toThrow(/SANDBOX_MODE/);
  });

  it('builds the base URL', () => {
    expect(sandboxUrl(4010)).toBe('http://127.0.0.1:4010');
  });
});
