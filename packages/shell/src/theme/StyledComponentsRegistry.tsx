'use client';

import { useServerInsertedHTML } from 'next/navigation';
import { useRef, useState, type ReactNode } from 'react';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { pageStylesheetFor } from './pageStylesheet';

/**
 * Collects styled-components CSS during server rendering and streams it into the HTML with the
 * request's CSP nonce. Its first insertion, in <head>, is the brand's page stylesheet
 * (`pageStylesheet`): inserted HTML goes into the document only, so the stylesheet (about 31 KB)
 * is not also sent as a prop in the page's RSC payload, nor again with every `router.refresh()`
 * of the 15 s event-list polls. It stays in <head> for the life of the document.
 *
 * In the browser styled-components takes the nonce from `<meta property="csp-nonce">` once, on
 * first use, and keeps it. It must not take it from this component's prop: a `router.refresh()`
 * renders the layout again for a new request with a new nonce, while the document's policy keeps
 * the nonce it was loaded with, so styles tagged with the new one would be blocked.
 */
export function StyledComponentsRegistry({
  nonce,
  brandId,
  children,
}: {
  nonce: string | undefined;
  brandId: string;
  children: ReactNode;
}) {
  const [sheet] = useState(() => new ServerStyleSheet(nonce ? { nonce } : {}));
  // The page stylesheet goes with the first insertion only.
  const pageSheetSent = useRef(false);

  useServerInsertedHTML(() => {
    const styles = sheet.getStyleElement();
    sheet.instance.clearTag();
    const page = pageSheetSent.current ? '' : pageStylesheetFor(brandId);
    pageSheetSent.current = true;
    return (
      <>
        {page ? (
          <style nonce={nonce} data-clem-page="">
            {page}
          </style>
        ) : null}
        {styles}
      </>
    );
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
