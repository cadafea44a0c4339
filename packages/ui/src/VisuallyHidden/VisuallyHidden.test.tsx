import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { uiCss } from '../theme/uiCss';
import { VisuallyHidden } from './VisuallyHidden';

/** The static stylesheet the apps and Storybook inject into <head>. */
let sheet: HTMLStyleElement;
beforeAll(() => {
  sheet = document.createElement('style');
  sheet.textContent = uiCss;
  document.head.append(sheet);
});
afterAll(() => sheet.remove());

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name', () => {
    renderWithProviders(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('is clipped off screen', () => {
    renderWithProviders(<VisuallyHidden>Only for screen readers</VisuallyHidden>);
    const el = screen.getByText('Only for screen readers');
    expect(getComputedStyle(el).position).toBe('absolute');
    expect(getComputedStyle(el).width).toBe('1px');
  });
});
