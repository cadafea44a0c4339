import fc from 'fast-check';
import { loginErrorKey } from './loginErrorKey';

describe('loginErrorKey', () => {
  it('follows the spec catalogue', () => {
    expect(loginErrorKey({ status: 401, responseCode: 'INT003' })).toBe('login-error-INT003');
    expect(loginErrorKey({ status: 421, responseCode: 'INT051' })).toBe('login-error-INT051');
    expect(loginErrorKey({ status: 500, responseCode: 'INT001' })).toBe('login-error-INT001');
    expect(loginErrorKey({ status: 402 })).toBe('login-error-402');
    expect(loginErrorKey({ status: 400 })).toBe('error-400');
    expect(loginErrorKey({ status: 404, responseCode: 'X' })).toBe('error-404');
    expect(loginErrorKey({ status: 418 })).toBe('error-500');
    expect(loginErrorKey({})).toBe('something-went-wrong');
  });

  it('shows a throttled login (too many failed attempts) as the locked account it answers', () => {
    // The platform refuses further logins after repeated failures with §8's INT008 at 403
    // (apps/sandbox: login-throttle.ts); every catalogue translates login-error-INT008.
    expect(loginErrorKey({ status: 403, responseCode: 'INT008' })).toBe('login-error-INT008');
  });

  it('always gives one of the catalogue shapes', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 100, max: 599 }), { nil: undefined }),
        fc.option(fc.stringMatching(/^INT\d{3}$/), { nil: undefined }),
        (status, responseCode) => {
          expect(loginErrorKey({ status, responseCode })).toMatch(
            /^(login-error-(INT\d{3}|40[123])|error-(400|404|500)|something-went-wrong)$/,
          );
        },
      ),
    );
  });
});
