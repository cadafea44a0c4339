import { PENDING_LOGIN_HANDLE, SESSION_HANDLE } from '@clem/core/schemas';
import { describe, expect, it } from 'vitest';
import { isSameOriginRequest, substituteCredentials, type CredentialInput } from './sessionHeaders';

const cookies = { session: 'real-session', pending: 'real-pending', external: 'real-ext' };
const none = { session: false, pending: false, external: false };

function input(overrides: Partial<CredentialInput>): CredentialInput {
  return {
    authorization: null,
    uuidToken: null,
    secFetchSite: 'same-origin',
    cookies,
    ...overrides,
  };
}

describe('isSameOriginRequest', () => {
  it.each([
    [null, true],
    ['same-origin', true],
    ['none', true],
    [' Same-Origin ', true],
    ['same-site', false],
    ['cross-site', false],
    ['', false],
  ])('Sec-Fetch-Site %j → %s', (value, expected) => {
    expect(isSameOriginRequest(value)).toBe(expected);
  });
});

describe('substituteCredentials', () => {
  it('swaps the session handle for the session cookie, in Authorization and X-UUIDToken', () => {
    expect(
      substituteCredentials(
        input({ authorization: `Bearer ${SESSION_HANDLE}`, uuidToken: SESSION_HANDLE }),
      ),
    ).toEqual({
      kind: 'forward',
      authorization: 'Bearer real-session',
      uuidToken: 'real-session',
      carried: { ...none, session: true },
    });
  });

  it('swaps the pending handle for the pending step cookie', () => {
    expect(
      substituteCredentials(input({ authorization: `bearer  ${PENDING_LOGIN_HANDLE}` })),
    ).toEqual({
      kind: 'forward',
      authorization: 'Bearer real-pending',
      uuidToken: null,
      carried: { ...none, pending: true },
    });
  });

  it('drops a handle whose cookie is missing (the platform answers 401, the client logs out)', () => {
    expect(
      substituteCredentials(
        input({
          authorization: `Bearer ${SESSION_HANDLE}`,
          uuidToken: SESSION_HANDLE,
          cookies: {},
        }),
      ),
    ).toEqual({ kind: 'forward', authorization: null, uuidToken: null, carried: none });
  });

  it('strips a real token a script sent, and any other scheme', () => {
    for (const authorization of ['Bearer stolen-or-forged', 'Basic dXNlcjpwdw==', 'Bearer']) {
      expect(substituteCredentials(input({ authorization, uuidToken: 'real-looking' }))).toEqual({
        kind: 'forward',
        authorization: null,
        uuidToken: null,
        carried: none,
      });
    }
  });

  it.each(['cross-site', 'same-site'])(
    'puts no cookie secret into a %s request (CSRF)',
    (secFetchSite) => {
      expect(
        substituteCredentials(
          input({
            secFetchSite,
            authorization: `Bearer ${SESSION_HANDLE}`,
            uuidToken: SESSION_HANDLE,
          }),
        ),
      ).toEqual({ kind: 'forward', authorization: null, uuidToken: null, carried: none });
      expect(substituteCredentials(input({ secFetchSite, externalBearer: true }))).toEqual({
        kind: 'refuse',
        status: 401,
      });
    },
  );

  it('gives icore checkplayer the extToken cookie as its bearer, whatever was sent', () => {
    expect(
      substituteCredentials(
        input({ externalBearer: true, authorization: `Bearer ${SESSION_HANDLE}` }),
      ),
    ).toEqual({
      kind: 'forward',
      authorization: 'Bearer real-ext',
      uuidToken: null,
      carried: { ...none, external: true },
    });
    expect(
      substituteCredentials(input({ externalBearer: true, cookies: { session: 'x' } })),
    ).toEqual({ kind: 'refuse', status: 401 });
  });

  it('forwards nothing for an anonymous call', () => {
    expect(substituteCredentials(input({ cookies: {} }))).toEqual({
      kind: 'forward',
      authorization: null,
      uuidToken: null,
      carried: none,
    });
  });
});
