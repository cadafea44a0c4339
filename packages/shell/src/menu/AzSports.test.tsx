import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AzSports, azSectionPathFor, type AzSportsProps } from './AzSports';
import { sampleResolveHref, sampleSportTree } from './menuSample';
import { renderWithProviders } from '@clem/ui/testing';
import { shellMessagesEnglish } from '../messages/english';

function renderAz(props: Partial<AzSportsProps> = {}) {
  return renderWithProviders(
    <AzSports nodes={sampleSportTree} resolveHref={sampleResolveHref} {...props} />,
    { messages: shellMessagesEnglish },
  );
}

describe('AzSports', () => {
  it('is a region titled "AZ Sports" listing sports, with counts where the tree has them', () => {
    renderAz();
    const region = screen.getByRole('region', { name: 'AZ Sports' });
    expect(within(region).getByRole('heading', { name: 'AZ Sports' })).toBeInTheDocument();
    const football = within(region).getByRole('button', { name: 'Football (412 events)' });
    expect(football).toHaveAttribute('aria-expanded', 'false');
    expect(within(football).getByText('412')).toHaveAttribute('aria-hidden', 'true');
    // A sport without children is a link to its page; without a count, none shows.
    expect(within(region).getByRole('link', { name: 'Darts' })).toHaveAttribute(
      'href',
      '/sports/3-DART',
    );
  });

  it('opens a sport to its countries, then a country to its league links', async () => {
    const user = userEvent.setup();
    renderAz();
    await user.click(screen.getByRole('button', { name: /^Football/ }));
    const england = screen.getByRole('button', { name: /^England/ });
    expect(england).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /Premier League/ })).not.toBeInTheDocument();
    await user.click(england);
    expect(england).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(england.getAttribute('aria-controls') ?? '');
    const links = within(panel as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/sports/competitions/football/england/premier-league',
      '/sports/competitions/football/england/championship',
    ]);
    expect(links[0]).toHaveAccessibleName('Premier League (20 events)');
  });

  it('accordion: one sport open at a time, then one country within it', async () => {
    const user = userEvent.setup();
    renderAz();
    const football = screen.getByRole('button', { name: /^Football/ });
    await user.click(football);
    await user.click(screen.getByRole('button', { name: /^England/ }));
    await user.click(screen.getByRole('button', { name: /^Spain/ }));
    expect(screen.getByRole('button', { name: /^England/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('button', { name: /^Spain/ })).toHaveAttribute('aria-expanded', 'true');
    expect(football).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /LaLiga/ })).toBeInTheDocument();

    const basketball = screen.getByRole('button', { name: /^Basketball/ });
    await user.click(basketball);
    expect(football).toHaveAttribute('aria-expanded', 'false');
    expect(basketball).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('button', { name: /^Spain/ })).not.toBeInTheDocument();
  });

  it('opens at the current page and marks its league link', () => {
    renderAz({ currentPath: '/sports/competitions/football/spain/laliga' });
    expect(screen.getByRole('button', { name: /^Spain/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /LaLiga/ })).toHaveAttribute('aria-current', 'page');
  });

  it('controlled: reports the next open path and shows the given one', async () => {
    const onOpenPathChange = vi.fn();
    renderAz({ openPath: ['main', '23'], onOpenPathChange });
    await userEvent.setup().click(screen.getByRole('button', { name: /^Basketball/ }));
    expect(onOpenPathChange).toHaveBeenCalledWith(['az', '2']);
    // Controlled: nothing opens until the parent says so.
    expect(screen.getByRole('button', { name: /^Basketball/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('says so when there are no sports', () => {
    renderAz({ nodes: [] });
    expect(screen.getByText('No sports available right now')).toBeInTheDocument();
  });

  it('azSectionPathFor finds the sport and country of the current page', () => {
    expect(
      azSectionPathFor(
        sampleSportTree,
        sampleResolveHref,
        '/sports/competitions/basketball/usa/nba',
      ),
    ).toEqual(['az', '2', '20']);
    expect(
      azSectionPathFor(sampleSportTree, sampleResolveHref, '/sports/competitions/football/spain'),
    ).toEqual(['az', '1']);
    expect(azSectionPathFor(sampleSportTree, sampleResolveHref, '/nowhere')).toEqual([]);
  });
});
