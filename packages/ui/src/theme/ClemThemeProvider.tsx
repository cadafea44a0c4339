'use client';

'use client';

import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { type ClemTheme, clemTheme } from './theme';

export interface ClemThemeProviderProps {
  children?: ReactNode;
  /** Defaults to `clemTheme`; pass another only in tests. */
  theme?: ClemTheme;
}

/**
 * Gives every ui component its theme. The theme holds CSS variable references only, so it is the
 * same object for every brand and mode: put the brand's `brandStylesheet` in `<head>` and set
 * `<html data-theme>`, and this provider never re-renders for a switch.
 */
export function ClemThemeProvider({ children, theme = clemTheme }: ClemThemeProviderProps) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
