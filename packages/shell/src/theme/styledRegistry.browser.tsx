'use client';

import type { ReactNode } from 'react';

/**
 * The browser's side of `StyledComponentsRegistry` (chosen by the `browser` export condition of
 * `@clem/shell/styled-registry`). Collecting styles is a server job; in the browser the registry
 * has nothing to do, and importing styled-components here would put its runtime in every page's
 * first JavaScript. styled-components takes the nonce from `<meta property="csp-nonce">` when a
 * lazily loaded styled part first injects its styles. The page stylesheet the server inserted
 * stays in <head>.
 */
export function StyledComponentsRegistry({
  children,
}: {
  nonce: string | undefined;
  brandId: string;
  children: ReactNode;
}) {
  return <>{children}</>;
}
