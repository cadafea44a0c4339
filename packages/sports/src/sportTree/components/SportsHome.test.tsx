import type { EventPathNode } from '@clem/core';
import { ClemThemeProvider } from '@clem/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import en from '../../messages/en.json';
import es from '../../messages/es.json';
import { SportsHome } from './SportsHome';

const tree: EventPathNode[] = [
  {
    id: 240,
    name: 'Football',
    slug: 'football',
    sportCode: 'FOOT',
    eventCount: 12,
    children: [
      {
        id: 1,
        name: 'England',
        slug: 'england',
        eventCount: 12,
        children: [
          { id: 2, name: 'Premier League', slug: 'premier-league', eventCount: 12, children: [] },
        ],
      },
    ],
  },
  {
    id: 227,
    name: 'Basketball',
    slug: 'basketball',
    sportCode: 'BASK',
    eventCount: 3,
    children: [],
  },
];

function wrap(locale: string, messages: Record<string, unknown>) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
        <ClemThemeProvider>{children}</ClemThemeProvider>
      </NextIntlClientProvider>
    );
  };
}

describe('SportsHome', () => {
  it('lists sports and links leagues in the current locale', async () => {
    render(<SportsHome tree={tree} localePrefix="/es" />, { wrapper: wrap('es', es) });
    expect(screen.getByRole('heading', { level: 1, name: 'Deportes' })).toBeInTheDocument();
    expect(screen.getByText('Football')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Football/ }));
    expect(await screen.findByRole('link', { name: /Premier League/ })).toHaveAttribute(
      'href',
      '/es/sports/competitions/football/england/premier-league',
    );
  });

  it('says so when there are no sports', () => {
    render(<SportsHome tree={[]} localePrefix="" />, { wrapper: wrap('en', en) });
    expect(screen.getByRole('status')).toHaveTextContent('There are no sports to show right now.');
  });
});
