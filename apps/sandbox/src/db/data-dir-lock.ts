import { open, readFile, unlink } from 'node:fs/promises';

export interface DataDirLock {
  readonly path: string;
  release(): Promise<void>;
}

/**
 * PGlite has no protection against two processes opening one data directory, and two writers
 * corrupt it. A `<dataDir>.lock` file holding the owner's pid keeps a second sandbox out; a lock
 * left by a process that no longer runs is taken over.
 */
export async function lockDataDir(dataDir: string, pid = process.pid): Promise<DataDirLock> {
  const path = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(path, 'wx');
      await handle.writeFile(String(pid));
      await handle.close();
      return { path, release: () => unlink(path).catch(() => undefined) };
    } catch (error) {
      if (!isErrnoException(error) || error.code !== 'EEXIST') throw error;
      const owner = Number.parseInt(await readFile(path, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(owner) && owner !== pid && isRunning(owner)) {
        throw new Error(
          `sandbox: the data directory ${dataDir} is in use by process ${owner}. Stop that ` +
            'sandbox, or start this one with another SANDBOX_DATA_DIR (memory:// for a throwaway one).',
          { cause: error },
        );
      }
      await unlink(path).catch(() => undefined);
    }
  }
  throw new Error(`sandbox: could not lock the data directory ${dataDir}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return isErrnoException(error) && error.code === 'EPERM';
  }
}

function isErrnoException(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && 'code' in error;
}
