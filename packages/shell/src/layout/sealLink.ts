/**
 * The licence seal link (account-and-shell §2 "Other pieces": when settings require a seal, a
 * gaming-licence seal linking to a certificate page; §7 `GET /api/gcb_seals?host=` gives the
 * token; h6 settings brief `gcb_seal_certificate_url` with `{token}`).
 *
 * Decisions where the spec is silent: the token is URL-encoded into the template; a template
 * that is not an http(s) URL, or has no `{token}`, gives the default template; no token (or a
 * blank one) gives no link.
 */

import { safeUrl } from '@clem/core';

export const DEFAULT_SEAL_CERTIFICATE_URL = 'https://seal.gcb.cw/certificate?token={token}';

export function sealCertificateUrl(
  template: unknown,
  token: string | null | undefined,
): string | null {
  if (typeof token !== 'string' || token.trim() === '') return null;
  const usable =
    typeof template === 'string' &&
    /^https?:\/\//i.test(template.trim()) &&
    template.includes('{token}');
  const base = usable ? template.trim() : DEFAULT_SEAL_CERTIFICATE_URL;
  const url = base.replaceAll('{token}', encodeURIComponent(token.trim()));
  // The one URL rule (core `safeUrl`): an absolute http(s) URL only, never a site path here.
  const safe = safeUrl(url, { external: 'any', relative: false });
  return safe?.kind === 'external' ? safe.href : null;
}
