import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render';
import { Heading } from './Heading';

describe('Heading', () => {
  it.each([1, 2, 3, 4, 5, 6] as const)('renders level %i as an h%i', (level) => {
    renderWithTheme(<Heading level={level}>Title</Heading>);
    const heading = screen.getByRole('heading', { level, name: 'Title' });
    expect(heading.tagName).toBe(`H${level}`);
  });

  it('can look smaller than its level without changing the outline', () => {
    renderWithTheme(
      <Heading level={2} size={5}>
        Sports
      </Heading>,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveStyle({ fontSize: '1rem' });
  });
});
