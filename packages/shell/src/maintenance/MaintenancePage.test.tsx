import { renderWithProviders, type ProvidersOptions } from '@clem/ui/testing';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, it, expect } from 'vitest';
import { shellMessagesEnglish } from '../messages/english';
import { BlockedPage } from './BlockedPage';
import { MaintenancePage } from './MaintenancePage';
import es from './messages/es.json';

function renderIn(
  ui: ReactElement,
  locale = 'en',
  messages: ProvidersOptions['messages'] = shellMessagesEnglish,
) {
  return renderWithProviders(ui, { locale, messages });
}

describe('MaintenancePage', () => {
  it('explains calmly and links back to the sports', () => {
    renderIn(<MaintenancePage brandName="Zedbet" />);
    const heading = screen.getByRole('heading', { level: 1, name: 'We’ll be back soon' });
    expect(heading).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'We’ll be back soon' })).toBeInTheDocument();
    expect(screen.getByText(/Zedbet is undergoing maintenance/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/sports');
  });

  it('links to the sports page in the player locale and speaks it', () => {
    renderIn(<MaintenancePage brandName="Dafabet" sportsHref="/es/sports" />, 'es', es);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Volvemos enseguida');
    expect(screen.getByRole('link', { name: 'Intentar de nuevo' })).toHaveAttribute(
      'href',
      '/es/sports',
    );
  });
});

describe('BlockedPage', () => {
  it('says access from the player location is not available', () => {
    renderIn(<BlockedPage brandName="Zedbet" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Not available in your location' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/access to Zedbet from your current location/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/sports');
  });

  it('keeps the icon away from assistive technology', () => {
    const { container } = renderIn(<BlockedPage brandName="Zedbet" />);
    const svg = container.querySelector('svg');
    expect(svg?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
