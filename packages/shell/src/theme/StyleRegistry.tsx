'use client';

import type { ReactNode } from 'react';
// Resolved here, in a client module, so each side gets its own file by export condition: the
// server the styled-components collector, the browser a pass-through (styledRegistry.browser).
// Imported from a server component instead, the path would be fixed by the server's resolution
// and the browser would get the collector, and with it styled-components' whole runtime.
import { StyledComponentsRegistry } from '@clem/shell/styled-registry';

/**
 * On the server: inserts the brand's page stylesheet into <head> and collects styled-components
 * CSS. Nothing in the browser.
 */
export function StyleRegistry({
  nonce,
  brandId,
  children,
}: {
  nonce: string | undefined;
  brandId: string;
  children: ReactNode;
}) {
  return (
    <StyledComponentsRegistry nonce={nonce} brandId={brandId}>
      {children}
    </StyledComponentsRegistry>
  );
}
