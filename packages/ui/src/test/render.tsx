import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ClemThemeProvider } from '../theme/ClemThemeProvider';

/** Testing Library's render inside the ui theme. */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: ClemThemeProvider, ...options });
}
