'use client';

import { ClemThemeProvider } from '@clem/ui';
import type { ComponentType, ReactNode } from 'react';

/**
 * The styled-components theme around a part that uses styled-components. The always-loaded frame
 * is plain CSS (static classes), so the page has no theme provider and no styled-components
 * runtime; each lazily loaded part that is styled brings both with its own code, wrapped here
 * (see `lazyThemed`).
 */
export function Themed({ children }: { children: ReactNode }) {
  return <ClemThemeProvider>{children}</ClemThemeProvider>;
}

/** `Component` inside `Themed`. */
export function themed<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function ThemedComponent(props: P) {
    return (
      <Themed>
        <Component {...props} />
      </Themed>
    );
  }
  ThemedComponent.displayName = `Themed(${Component.displayName ?? Component.name})`;
  return ThemedComponent;
}
