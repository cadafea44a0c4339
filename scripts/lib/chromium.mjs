// Playwright here runs on Debian's Chromium (browser downloads are not possible). If it is
// missing, install it when we can (root with apt-get), or say in one line what to run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log('Chromium is missing: installing Debian’s chromium with apt-get…');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const result = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status === 0 && existsSync(CHROMIUM)) return true;
  }
  console.error(
    `Chromium not found at ${CHROMIUM}: run \`sudo apt-get install -y chromium\` (or set CHROME_PATH), then npm test again.`,
  );
  return false;
}
