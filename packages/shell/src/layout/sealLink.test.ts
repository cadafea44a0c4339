import { describe, it, expect } from 'vitest';
import { DEFAULT_SEAL_CERTIFICATE_URL, sealCertificateUrl } from './sealLink';

describe('sealCertificateUrl', () => {
  it('fills the token into the template', () => {
    expect(sealCertificateUrl('https://seal.example/c/{token}', 'abc')).toBe(
      'https://seal.example/c/abc',
    );
  });

  it('uses the default template for a missing or unusable one', () => {
    const expected = DEFAULT_SEAL_CERTIFICATE_URL.replace('{token}', 'a%20b%26c');
    expect(sealCertificateUrl(undefined, 'a b&c')).toBe(expected);
    expect(sealCertificateUrl('javascript:alert(1)//{token}', 'a b&c')).toBe(expected);
    expect(sealCertificateUrl('https://seal.example/no-token', 'a b&c')).toBe(expected);
  });

  it('gives no link without a token', () => {
    expect(sealCertificateUrl(DEFAULT_SEAL_CERTIFICATE_URL, '')).toBeNull();
    expect(sealCertificateUrl(DEFAULT_SEAL_CERTIFICATE_URL, null)).toBeNull();
  });
});
