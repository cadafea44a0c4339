import { screen, within } from '@testing-library/react';
import { describe, it, expect } from 'vitest';
import { subHeaderHref } from '../links/targets';
import { isCurrentHref, SubHeader } from './SubHeader';
import { renderWithProviders } from '@clem/ui/testing';
import { shellMessagesEnglish } from '../messages/english';
import { englishLinks, spanishLinks } from './test/links';

const links = [
  { id: 1, name: 'Football', href: subHeaderHref('football', true) ?? '' },
  { id: 2, name: 'Tennis', href: subHeaderHref('/sports/tennis', true) ?? '' },
  { id: 3, name: 'Bad', href: 'javascript:alert(1)' },
  { id: 4, name: 'Promotions', href: '/promotions' },
];

describe('isCurrentHref', () => {
  it('compares paths with or without the locale prefix', () => {
    expect(isCurrentHref('/es/sports/football', '/sports/football', '/es')).toBe(true);
    expect(isCurrentHref('/es/sports/football', '/es/sports/football/', '/es')).toBe(true);
    expect(isCurrentHref('/sports/football?x=1', '/sports/football', '')).toBe(true);
    expect(isCurrentHref('/es', '/', '/es')).toBe(true);
    expect(isCurrentHref('/sports/tennis', '/sports/football', '')).toBe(false);
  });
});

describe('SubHeader', () => {
  it('is a labelled navigation with the safe links and aria-current on the current page', () => {
    renderWithProviders(
      <SubHeader links={links} currentPath="/sports/football" linkContext={spanishLinks} />,
      { messages: shellMessagesEnglish },
    );
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    const anchors = within(nav).getAllByRole('link');
    expect(anchors.map((a) => a.textContent)).toEqual(['Football', 'Tennis', 'Promotions']);
    expect(anchors.map((a) => a.getAttribute('href'))).toEqual([
      '/es/sports/football',
      '/es/sports/tennis',
      '/es/promotions',
    ]);
    expect(within(nav).getByRole('link', { name: 'Football' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Tennis' })).not.toHaveAttribute('aria-current');
  });

  it('renders nothing without usable links', () => {
    const { container } = renderWithProviders(
      <SubHeader
        links={[{ id: 3, name: 'Bad', href: 'javascript:alert(1)' }]}
        currentPath="/"
        linkContext={englishLinks}
      />,
      { messages: shellMessagesEnglish },
    );
    expect(container).toBeEmptyDOMElement();
  });
});
