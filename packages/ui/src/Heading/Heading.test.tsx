import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { uiCss } from '../theme/uiCss';
import { Heading } from './Heading';

/** The static stylesheet the apps and Storybook inject into <head>. */
let sheet: HTMLStyleElement;
beforeAll(() => {
  sheet = document.createElement('style');
  sheet.textContent = uiCss;
  document.head.append(sheet);
});
afterAll(() => sheet.remove());

describe('Heading', () => {
  it.each([1, 2, 3, 4, 5, 6] as const)('renders level %i as an h%i', (level) => {
    renderWithProviders(<Heading level={level}>Title</Heading>);
    const heading = screen.getByRole('heading', { level, name: 'Title' });
    expect(heading.tagName).toBe(`H${level}`);
  });

  it('can look smaller than its level without changing the outline', () => {
    renderWithProviders(
      <Heading level={2} size={5}>
        Sports
      </Heading>,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveStyle({ fontSize: '1rem' });
  });
});
