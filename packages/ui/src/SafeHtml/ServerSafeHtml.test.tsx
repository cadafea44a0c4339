import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sanitizeOnServer } from './sanitizeOnServer';
import { sanitizeOperatorHtml } from './sanitizeOperatorHtml';
import { ServerSafeHtml } from './ServerSafeHtml';

const hostile = [
  '<p>Welcome bonus</p><script>window.__clemHostile = "script";alert(1)</script>',
  '<img src=x onerror="window.__clemHostile=\'onerror\';alert(2)">',
  '<a href="#" onclick="window.__clemHostile=\'onclick\'">Claim now</a>',
  '<a href="JaVaScRiPt:alert(4)">Rules</a>',
  '<iframe src="javascript:alert(5)" width="1" height="1"></iframe>',
  '<svg onload="window.__clemHostile=\'svg\'"><circle r="4"/></svg>',
  '<style>body{display:none!important}</style><p>Styled</p>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCg2KTwvc2NyaXB0Pg==">Open offer</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
].join('\n');

describe('sanitizeOnServer', () => {
  it('cleans operator HTML on its own jsdom window exactly as the browser path does', async () => {
    const clean = await sanitizeOnServer(hostile);
    expect(clean).not.toBeNull();
    expect(clean).not.toMatch(
      /<script|onerror|onclick|onload|javascript:|<iframe|<svg|<style|data:text/i,
    );
    expect(clean).toContain('<p>Welcome bonus</p>');
    expect(clean).toContain('Claim now');
    // The same function over the test environment's own DOM gives the same text.
    expect(clean).toBe(sanitizeOperatorHtml(hostile, window));
  });

  it('answers a repeated input from its cache', async () => {
    const first = await sanitizeOnServer('<p>Hello <b>there</b></p>');
    expect(await sanitizeOnServer('<p>Hello <b>there</b></p>')).toBe(first);
  });
});

describe('ServerSafeHtml', () => {
  it('renders the cleaned HTML in the container, with no busy state to wait for', async () => {
    const element = await ServerSafeHtml({
      html: '<p>Hi</p><img src=x onerror=alert(1)>',
      as: 'section',
      className: 'promo',
    });
    const markup = renderToStaticMarkup(element);
    expect(markup).toBe(
      '<section class="cu-html promo" data-safe-html=""><p>Hi</p><img src="x" alt="" loading="lazy" decoding="async"></section>',
    );
  });
});
