import { describe, expect, it } from 'vitest';
import { mediaRules } from '../layout/tokens';
import { headerCss } from './headerCss';

/** The declarations the phone rules (below the desktop breakpoint) give `selector`. */
function phoneRule(selector: string): string {
  const start = headerCss.indexOf(`${mediaRules.mobile}{.ch-classic{`);
  if (start < 0) throw new Error('no phone rules for the bar');
  const block = headerCss.slice(start, headerCss.indexOf('\n', start));
  const rules = [...block.matchAll(/([^{}]+)\{([^{}]*)\}/g)];
  return rules
    .filter(([, selectors]) => (selectors ?? '').split(',').includes(selector))
    .map(([, , body]) => body ?? '')
    .join(';');
}

describe('the header bar on a phone', () => {
  it('never wraps: the bar, the account area and Login / Join stay on one row', () => {
    expect(phoneRule('.ch-classic')).toContain('flex-wrap:nowrap');
    expect(phoneRule('.ch-account')).toContain('flex-wrap:nowrap');
    expect(phoneRule('.ch-anonymous')).toContain('flex-wrap:nowrap');
  });

  it('gives way with the logo first, clipped to the brand mark', () => {
    expect(phoneRule('.ch-logo>a')).toMatch(/flex:0 1000 auto;min-width:2\.25rem;overflow:hidden/);
  });

  it('logged in, moves the VIP badge and the language picker out of the bar', () => {
    expect(phoneRule(".ch-header[data-account='loggedIn'] .ch-tools")).toContain('display:none');
    expect(phoneRule('.ch-account .ch-vip')).toContain('display:none');
  });

  it('shows the account entry as an icon button and a compact balance', () => {
    expect(phoneRule('.ch-account-name')).toContain('display:none');
    expect(phoneRule('.ch-account .ch-account-trigger')).toContain('width:2.75rem');
    expect(phoneRule('.ch-balance-amount')).toContain('white-space:normal');
  });
});
