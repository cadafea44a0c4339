'use client';

import { useServerInsertedHTML } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';

/**
 * Collects styled-components CSS during server rendering and streams it into the HTML with the
 * request's CSP nonce.
 *
 * In the browser styled-components takes the nonce from `<meta property="csp-nonce">` once, on
 * first use, and keeps it. It must not take it from this component's prop: a `router.refresh()`
 * renders the layout again for a new request with a new nonce, while the document's policy keeps
 * the nonce it was loaded with, so styles tagged with the new one would be blocked.
 */
export function StyledComponentsRegistry({
  nonce,
  children,
}: {
  nonce: string | undefined;
  children: ReactNode;
}) {
  const [sheet] = useState(() => new ServerStyleSheet(nonce ? { nonce } : {}));

  useServerInsertedHTML(() => {
    const styles = sheet.getStyleElement();
    sheet.instance.clearTag();
    return <>{styles}</>;
  });

  if (typeof window !== 'undefined') {
    return <StyleSheetManager>{children}</StyleSheetManager>;
  }
  return (
    <StyleSheetManager sheet={sheet.instance} nonce={nonce}>
      {children}
    </StyleSheetManager>
  );
}
