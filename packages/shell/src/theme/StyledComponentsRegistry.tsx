'use client';

import { useServerInsertedHTML } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';

/**
 * Collects styled-components CSS during server rendering and streams it into the HTML with the
 * request's CSP nonce; in the browser the same nonce goes on styles injected at run time.
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
    return <StyleSheetManager nonce={nonce}>{children}</StyleSheetManager>;
  }
  return (
    <StyleSheetManager sheet={sheet.instance} nonce={nonce}>
      {children}
    </StyleSheetManager>
  );
}
