import { describe, expect, it } from 'vitest';
import {
  cookieString,
  getDeviceId,
  readCookie,
  removeCookie,
  sessionHintFromCookies,
  writeCookie,
  type CookieTarget,
} from './cookies';

/** A document.cookie stand-in: writing sets or deletes one cookie, reading lists them. */
function fakeJar(): CookieTarget & { written: string[] } {
  const values = new Map<string, string>();
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return [...values].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(text: string) {
      written.push(text);
      const [pair = '', ...attributes] = text.split('; ');
      const [name = '', value = ''] = pair.split('=');
      const expires = attributes.find((a) => a.startsWith('Expires='));
      if (expires && new Date(expires.slice(8)).getTime() <= Date.now()) values.delete(name);
      else values.set(name, value);
    },
  };
}

describe('cookies', () => {
  it('writes Path=/, SameSite=Lax, expiry 2100 by default, Secure only when asked', () => {
    const text = cookieString('a', 'b c');
    expect(text).toContain('a=b%20c');
    expect(text).toContain('Path=/');
    expect(text).toContain('SameSite=Lax');
    expect(text).toContain('Expires=Fri, 01 Jan 2100 00:00:00 GMT');
    expect(text).not.toContain('Secure');
    expect(cookieString('a', 'b', { secure: true })).toContain('Secure');
  });

  it('writes a browser-session cookie (no Expires) when expires is null', () => {
    const text = cookieString('jwt', 'httponly', { expires: null });
    expect(text).toBe('jwt=httponly; Path=/; SameSite=Lax');
  });

  it('reads, writes and removes', () => {
    const jar = fakeJar();
    writeCookie('jwt', 'tok=1', {}, jar);
    writeCookie('other', 'x', {}, jar);
    expect(readCookie('jwt', jar)).toBe('tok=1');
    removeCookie('jwt', jar);
    expect(readCookie('jwt', jar)).toBeUndefined();
    expect(readCookie('other', jar)).toBe('x');
    expect(readCookie('x', undefined)).toBeUndefined();
  });

  it('keeps one device id', () => {
    const jar = fakeJar();
    const id = getDeviceId(jar, () => 'uuid-1');
    expect(id).toBe('uuid-1');
    expect(getDeviceId(jar, () => 'uuid-2')).toBe('uuid-1');
  });

  it('gives the server only a hint', () => {
    expect(sessionHintFromCookies((name) => (name === 'jwt' ? 't' : undefined))).toBe('loggedIn');
    expect(sessionHintFromCookies(() => undefined)).toBe('anonymous');
    expect(sessionHintFromCookies(() => '')).toBe('anonymous');
  });
});
