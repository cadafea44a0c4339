// A throwaway PostgreSQL server on loopback for the sandbox's tests: Debian's postgresql,
// installed when missing and we can (root with apt-get), a fresh cluster in a temporary folder,
// stopped and deleted afterwards. PostgreSQL refuses to run as root, so as root the cluster is
// owned and run by the `postgres` user the Debian package creates.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(base, version, 'bin');
    if (existsSync(join(bin, 'initdb'))) return bin;
  }
  return undefined;
}

function ensurePostgres() {
  let bin = postgresBin();
  if (bin) return bin;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log('PostgreSQL is missing: installing Debian’s postgresql with apt-get…');
    spawnSync('apt-get', ['install', '-y', '-qq', 'postgresql'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    bin = postgresBin();
  }
  return bin;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function runAs(command, args) {
  const result = isRoot
    ? spawnSync(
        'su',
        ['postgres', '-s', '/bin/sh', '-c', [command, ...args].map(quote).join(' ')],
        {
          encoding: 'utf8',
        },
      )
    : spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  }
}

function quote(value) {
  return `'${String(value).replace(/'/g, `'\\''`)}'`;
}

/**
 * Starts a cluster and resolves with `{ url, stop }`, or with `undefined` (and one line saying
 * what to run) when PostgreSQL is not installed and cannot be.
 */
export async function startPostgres() {
  const bin = ensurePostgres();
  if (!bin) {
    console.error(
      'PostgreSQL not found: run `sudo apt-get install -y postgresql`, then npm test again.',
    );
    return undefined;
  }
  const dir = mkdtempSync(join(tmpdir(), 'clem-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  if (isRoot) spawnSync('chown', ['postgres', dir]);
  runAs(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'clem', '--no-sync', '-E', 'UTF8']);
  runAs(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-o',
    `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ]);
  const url = `postgres://clem@127.0.0.1:${port}/postgres`;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      runAs(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  process.on('exit', stop);
  return { url, stop };
}
