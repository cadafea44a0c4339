'use client';

import { useState } from 'react';

/**
 * The nonce-carrying elements of <head>: the styled-components nonce meta and the head scripts
 * (the page stylesheet is inserted by the style registry, see StyledComponentsRegistry). A client component that keeps the FIRST nonce it rendered with: every
 * server refresh of the page (the 15 s event-list polls) renders the layout under a new nonce,
 * but the document's CSP is the one it loaded with, so updating these attributes would leave
 * them (and the styles styled-components adds later, which copy the meta's nonce) mismatched.
 */
export interface DocumentHeadProps {
  nonce: string | undefined;
  scripts: readonly string[];
}

export function DocumentHead({ nonce, scripts }: DocumentHeadProps) {
  const [first] = useState(nonce);
  return (
    <>
      {/* styled-components reads the nonce for the styles it injects in the browser from here. */}
      <meta property="csp-nonce" nonce={first} />
      {scripts.map((script, index) => (
        <script key={index} nonce={first}>
          {script}
        </script>
      ))}
    </>
  );
}
