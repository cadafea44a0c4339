import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SESSION_MAX_AGE_S,
  MAX_SESSION_MAX_AGE_S,
  readSessionCookies,
  sessionClearCookie,
  sessionCookieMaxAge,
  sessionCookieName,
  sessionSetCookie,
  withoutSessionCookies,
} from './sessionCookies';

describe('session cookie names', () => {
  it('uses the __Host- prefix over https, plain names over http, extToken as the spec names it', () => {
    expect(sessionCookieName('session', true)).toBe('__Host-clem_session');
    expect(sessionCookieName('session', false)).toBe('clem_session');
    expect(sessionCookieName('pending', true)).toBe('__Host-clem_login_pending');
    expect(sessionCookieName('pending', false)).toBe('clem_login_pending');
    expect(sessionCookieName('external', true)).toBe('extToken');
    expect(sessionCookieName('external', false)).toBe('extToken');
  });
});

describe('sessionCookieMaxAge (the lifetime of what the cookie holds)', () => {
  it.each([
    [3600, 3600],
    [1799.9, 1799],
    [0, 0],
    [-5, 0],
    [10 * 24 * 3600, MAX_SESSION_MAX_AGE_S],
    [undefined, DEFAULT_SESSION_MAX_AGE_S],
    [null, DEFAULT_SESSION_MAX_AGE_S],
    [Number.NaN, DEFAULT_SESSION_MAX_AGE_S],
    [Number.POSITIVE_INFINITY, DEFAULT_SESSION_MAX_AGE_S],
  ])('%s s → Max-Age %s', (lifetime, maxAge) => {
    expect(sessionCookieMaxAge(lifetime)).toBe(maxAge);
  });
});

describe('Set-Cookie text', () => {
  it('is HttpOnly, SameSite=Strict, Path=/, with a Max-Age, and Secure over https', () => {
    expect(sessionSetCookie('session', 'tok+/=', { maxAge: 3600, secure: true })).toBe(
      '__Host-clem_session=tok%2B%2F%3D; Path=/; Max-Age=3600; HttpOnly; SameSite=Strict; Secure',
    );
    expect(sessionSetCookie('external', 'ext', { maxAge: 60, secure: false })).toBe(
      'extToken=ext; Path=/; Max-Age=60; HttpOnly; SameSite=Strict',
    );
  });

  it('clears with an empty value and Max-Age=0, same name and attributes', () => {
    expect(sessionClearCookie('pending', false)).toBe(
      'clem_login_pending=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict',
    );
    expect(sessionClearCookie('session', true)).toBe(
      '__Host-clem_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict; Secure',
    );
  });
});

describe('readSessionCookies', () => {
  const header =
    'jwt=httponly; clem_session=tok%2B1; __Host-clem_session=secure-tok; extToken=ext; clem_login_pending=';

  it('reads the names of the request protocol, decoded; empty values are none', () => {
    expect(readSessionCookies(header, false)).toEqual({ session: 'tok+1', external: 'ext' });
    expect(readSessionCookies(header, true)).toEqual({ session: 'secure-tok', external: 'ext' });
    expect(readSessionCookies(null, true)).toEqual({});
    expect(readSessionCookies('clem_session=%E0%A4%A', false)).toEqual({});
  });
});

describe('withoutSessionCookies', () => {
  it('keeps every other cookie and drops the session ones (both protocols)', () => {
    expect(
      withoutSessionCookies(
        'jwt=httponly; clem_session=a; NEXT_USER_LOCALE=es; __Host-clem_session=b; extToken=c; clem_login_pending=d; sb_login_pending=e',
      ),
    ).toBe('jwt=httponly; NEXT_USER_LOCALE=es; sb_login_pending=e');
    expect(withoutSessionCookies('clem_session=a')).toBeNull();
    expect(withoutSessionCookies(null)).toBeNull();
    expect(withoutSessionCookies('a=1')).toBe('a=1');
  });
});
