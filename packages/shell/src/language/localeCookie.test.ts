import { afterEach, describe, expect, it } from 'vitest';
import { localeCookie, rememberLocale } from './localeCookie';

describe('localeCookie', () => {
  it('is NEXT_USER_LOCALE for the whole site, Lax, expiring in 2100', () => {
    expect(localeCookie('es', false)).toBe(
      'NEXT_USER_LOCALE=es; path=/; expires=Fri, 01 Jan 2100 00:00:00 GMT; SameSite=Lax',
    );
  });

  it('is Secure on https pages', () => {
    expect(localeCookie('pt', true)).toMatch(/; Secure$/);
  });
});

describe('rememberLocale', () => {
  afterEach(() => {
    document.cookie = 'NEXT_USER_LOCALE=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('writes the cookie in the browser', () => {
    rememberLocale('jp');
    expect(document.cookie).toContain('NEXT_USER_LOCALE=jp');
  });
});
