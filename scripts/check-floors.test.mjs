import { describe, expect, it } from 'vitest';
import { checkLock, compareVersions } from './check-floors.mjs';

describe('check-floors', () => {
  it('compares versions numerically', () => {
    expect(compareVersions('16.4.6', '16.4.10')).toBeLessThan(0);
    expect(compareVersions('19.3.1', '19.3.1')).toBe(0);
    expect(compareVersions('1.21.1', '1.18.0')).toBeGreaterThan(0);
  });

  it('flags versions below a floor, anywhere in the tree, and compromised releases', () => {
    const { problems } = checkLock({
      packages: {
        '': { name: 'clem' },
        'node_modules/next': { version: '16.4.6' },
        'node_modules/foo/node_modules/axios': { version: '1.14.1' },
        'node_modules/react': { version: '19.2.0' },
      },
    });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toContain('axios@1.14.1');
    expect(problems.join('\n')).toContain('known-compromised');
    expect(problems.join('\n')).toContain('react@19.2.0');
  });

  it('passes the real lockfile shape at the floors', () => {
    const { problems } = checkLock({
      packages: {
        'node_modules/next': { version: '16.4.6' },
        'node_modules/axios': { version: '1.18.0' },
      },
    });
    expect(problems).toEqual([]);
  });
});
