import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  let dir: string;
  let dataDir: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'clem-sandbox-lock-'));
    dataDir = join(dir, 'pglite');
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes the owner pid next to the data directory and removes it on release', async () => {
    const lock = await lockDataDir(dataDir);
    expect(lock.path).toBe(`${dataDir}.lock`);
    expect(await readFile(lock.path, 'utf8')).toBe(String(process.pid));
    await lock.release();
    await expect(readFile(lock.path, 'utf8')).rejects.toThrow(/ENOENT/);
  });

  it('keeps a second owner out while the first one runs', async () => {
    const lock = await lockDataDir(dataDir);
    // Another pid asks for the lock this (running) process holds.
    await expect(lockDataDir(dataDir, process.pid + 1)).rejects.toThrow(
      new RegExp(`in use by process ${process.pid}`),
    );
    await lock.release();
  });

  it('takes over a lock whose owner is gone', async () => {
    await writeFile(`${dataDir}.lock`, '999999999');
    const lock = await lockDataDir(dataDir);
    expect(await readFile(lock.path, 'utf8')).toBe(String(process.pid));
    await lock.release();
  });
});
