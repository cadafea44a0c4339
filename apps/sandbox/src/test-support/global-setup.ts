import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a fresh, empty PGlite cluster (see openTestDatabase). */
    pgliteTemplate: string;
    /** Where test files leave dumps of seeded PGlite databases for each other (test-database.ts). */
    pgliteSeededDir: string;
  }
}

/**
 * Runs PGlite's initdb once per test run and hands every test file a dump of the result: loading
 * a dump takes well under a second, initdb several. The same folder takes the dumps of seeded
 * databases the test files share (see openSeededTestDatabase); it goes when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'clem-sandbox-test-'));
  const file = join(dir, 'pglite-template.tar');
  const pglite = await PGlite.create();
  try {
    const dump = await pglite.dumpDataDir('none');
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await pglite.close();
  }
  project.provide('pgliteTemplate', file);
  project.provide('pgliteSeededDir', dir);
  return () => rm(dir, { recursive: true, force: true });
}
