import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let requestHeaders = new Headers();
vi.mock('next/headers', () => ({ headers: async () => requestHeaders }));

const { loadCompiledBetslipMessages } = await import('./betslipMessages');

type Tree = Record<string, unknown>;

function at(tree: Tree, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (typeof node === 'object' && node !== null ? (node as Tree)[key] : undefined),
      tree,
    );
}

describe('loadCompiledBetslipMessages (betslip screens ask for their messages)', () => {
  const brandBefore = process.env.NEXT_PUBLIC_CLEM_BRAND;
  beforeEach(() => {
    process.env.NEXT_PUBLIC_CLEM_BRAND = 'zedbet';
    requestHeaders = new Headers();
  });
  afterEach(() => {
    if (brandBefore === undefined) delete process.env.NEXT_PUBLIC_CLEM_BRAND;
    else process.env.NEXT_PUBLIC_CLEM_BRAND = brandBefore;
  });

  it('answers the betslip namespace compiled for the browser runtime', async () => {
    const messages = await loadCompiledBetslipMessages('en');
    expect(Object.keys(messages)).toEqual(['betslip']);
    // Plain text compiles to itself; a message with an argument to the compiled form.
    expect(at(messages, 'betslip.myBets.title')).toBe('My bets');
    expect(at(messages, 'betslip.myBets.tabs.openWithCount')).toEqual(expect.any(Array));
  });

  it('answers the locale’s translations', async () => {
    process.env.NEXT_PUBLIC_CLEM_BRAND = 'dafakenya';
    const messages = await loadCompiledBetslipMessages('sw');
    expect(at(messages, 'betslip.myBets.title')).toBe('Beti zangu');
  });

  it('serves 777baby’s ja from the Japanese catalogue', async () => {
    process.env.NEXT_PUBLIC_CLEM_BRAND = '777baby';
    const messages = await loadCompiledBetslipMessages('ja');
    expect(at(messages, 'betslip.myBets.title')).toBe('マイベット');
  });

  it('answers nothing for a locale the brand does not offer or an unknown brand', async () => {
    expect(await loadCompiledBetslipMessages('xx')).toEqual({});
    process.env.NEXT_PUBLIC_CLEM_BRAND = 'nobrand';
    expect(await loadCompiledBetslipMessages('en')).toEqual({});
  });

  it('answers the keys in translations mode', async () => {
    requestHeaders = new Headers({ 'x-clem-translations': '1' });
    const messages = await loadCompiledBetslipMessages('en');
    expect(at(messages, 'betslip.myBets.title')).toBe('betslip.myBets.title');
  });
});
