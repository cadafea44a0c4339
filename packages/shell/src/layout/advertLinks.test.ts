import { describe, it, expect } from 'vitest';
import {
  advertPopupFeatures,
  advertWindowName,
  hrefOf,
  safeAdvertImage,
  safeLink,
} from './advertLinks';

describe('safeLink', () => {
  it('accepts http(s) URLs and site paths', () => {
    expect(safeLink('https://promo.example/a?b=1')).toEqual({
      kind: 'external',
      href: 'https://promo.example/a?b=1',
    });
    expect(safeLink(' /promotions ')).toEqual({ kind: 'site', path: '/promotions' });
    expect(safeLink('app/deposit')).toEqual({ kind: 'site', path: '/app/deposit' });
  });

  it('refuses other schemes, protocol-relative and empty values', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example',
      '\\\\evil',
      'mailto:a@b.c',
      '',
      null,
      undefined,
      '/\\evil.example',
      '/\tevil.example',
      '/\t/evil.example',
      '/%5cevil.example',
      '/%2F%2Fevil.example',
      ' //evil.example',
      'java\nscript:alert(1)',
    ]) {
      expect(safeLink(bad), String(bad)).toBeNull();
    }
  });

  it('takes images from this site only', () => {
    expect(safeAdvertImage('/api/static/images/a.png')).toBe('/api/static/images/a.png');
    for (const bad of [
      '/\\evil.example/x.png',
      '//evil.example/x.png',
      'https://evil.example/x.png',
      'data:image/png;base64,AAAA',
      null,
    ]) {
      expect(safeAdvertImage(bad), String(bad)).toBeNull();
    }
  });

  it('builds hrefs with the locale helper for site paths only', () => {
    const hrefFor = (path: string) => `/es${path}`;
    expect(hrefOf({ kind: 'site', path: '/x' }, hrefFor)).toBe('/es/x');
    expect(hrefOf({ kind: 'external', href: 'https://a.b/' }, hrefFor)).toBe('https://a.b/');
  });
});

describe('advertPopupFeatures', () => {
  it('lists size, resize and scrollbars', () => {
    expect(
      advertPopupFeatures({
        popup_width: 600,
        popup_height: 400,
        popup_allow_resize: true,
        popup_allow_scrollbars: false,
      }),
    ).toBe('width=600,height=400,resizable=yes,scrollbars=no');
    expect(
      advertPopupFeatures({
        popup_width: null,
        popup_height: 0,
        popup_allow_resize: false,
        popup_allow_scrollbars: true,
      }),
    ).toBe('resizable=no,scrollbars=yes');
  });

  it('names the window after the advert', () => {
    expect(advertWindowName({ id: 'a b' })).toBe('advert-a_b');
  });
});
