import { describeCatalogues, leaf } from '@clem/core/testing/catalogues';
import { describe, expect, it } from 'vitest';
import { loginCatalogues } from './index';

/** Every §8 login message key the flow can produce. */
const ERROR_KEYS = [
  'login-error-INT003',
  'login-error-INT009',
  'login-error-INT008',
  'login-error-INT001',
  'login-error-INT051',
  'login-error-INT056',
  'login-error-401',
  'login-error-402',
  'login-error-403',
  'error-400',
  'error-404',
  'error-500',
  'something-went-wrong',
  'error-invalid-login-credentials',
];

describeCatalogues('login', loginCatalogues, { namespaces: ['login'] });

describe('login message catalogues', () => {
  it('has a message for every §8 login error key, translated (not English) outside English', async () => {
    const english = await loginCatalogues.load('en');
    for (const locale of loginCatalogues.locales) {
      const messages = await loginCatalogues.load(locale);
      for (const key of ERROR_KEYS) {
        const text = leaf(messages, `login.errors.${key}`);
        expect(typeof text, `${locale}:${key}`).toBe('string');
        if (locale !== 'en') {
          expect(text, `${locale}:${key}`).not.toBe(leaf(english, `login.errors.${key}`));
        }
      }
    }
  });
});
