import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test/render';
import { SportTree } from './SportTree';
import { sampleHrefFor, sampleLabels, sampleSports } from './sportTreeSample';

function renderTree(props: Partial<Parameters<typeof SportTree>[0]> = {}) {
  return renderWithTheme(
    <SportTree nodes={sampleSports} hrefFor={sampleHrefFor} labels={sampleLabels} {...props} />,
  );
}

describe('SportTree', () => {
  it('is a navigation landmark named by its title, listing sports as links with counts', () => {
    renderTree();
    const nav = screen.getByRole('navigation', { name: 'Sports' });
    const football = within(nav).getByRole('link', { name: 'Football (412 events)' });
    expect(football).toHaveAttribute('href', '/sports/football');
    expect(within(nav).getByRole('link', { name: 'Esports (0 events)' })).toBeInTheDocument();
    expect(within(football).getByText('412')).toHaveAttribute('aria-hidden', 'true');
  });

  it('starts collapsed: countries and leagues are not shown', () => {
    renderTree();
    const toggle = screen.getByRole('button', { name: 'Show Football competitions' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /Premier League/ })).not.toBeInTheDocument();
  });

  it('expands a sport to its countries and leagues, with links from hrefFor(path)', async () => {
    const user = userEvent.setup();
    renderTree();
    const toggle = screen.getByRole('button', { name: 'Show Football competitions' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).toBeVisible();
    const links = within(panel as HTMLElement).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/sports/football/england',
      '/sports/football/england/premier-league',
      '/sports/football/england/championship',
      '/sports/football/england/fa-cup',
      '/sports/football/spain',
      '/sports/football/spain/laliga',
      '/sports/football/spain/segunda-division',
    ]);
    expect(
      within(panel as HTMLElement).getByRole('link', { name: 'Premier League (20 events)' }),
    ).toBeInTheDocument();
  });

  it('keeps only one sport open at a time, and collapses the open one on a second press', async () => {
    const user = userEvent.setup();
    renderTree();
    const football = screen.getByRole('button', { name: 'Show Football competitions' });
    const tennis = screen.getByRole('button', { name: 'Show Tennis competitions' });

    await user.click(football);
    expect(football).toHaveAttribute('aria-expanded', 'true');

    await user.click(tennis);
    expect(tennis).toHaveAttribute('aria-expanded', 'true');
    expect(football).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /Premier League/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Australian Open/ })).toBeInTheDocument();

    await user.click(tennis);
    expect(tennis).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /Australian Open/ })).not.toBeInTheDocument();
  });

  it('works from the keyboard: Tab reaches the sport link, then its toggle; Enter and Space toggle', async () => {
    const user = userEvent.setup();
    renderTree();
    await user.tab();
    expect(screen.getByRole('link', { name: /^Football/ })).toHaveFocus();
    await user.tab();
    const football = screen.getByRole('button', { name: 'Show Football competitions' });
    expect(football).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(football).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'England (86 events)' })).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    await user.keyboard(' ');
    expect(football).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no toggle for a sport without children', () => {
    renderTree();
    expect(screen.queryByRole('button', { name: /Esports/ })).not.toBeInTheDocument();
  });

  it('opens the sport that holds the current page and marks that link', () => {
    renderTree({ currentHref: '/sports/tennis/wta/brisbane' });
    expect(screen.getByRole('button', { name: 'Show Tennis competitions' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('link', { name: /Brisbane/ })).toHaveAttribute('aria-current', 'page');
  });

  it('can be controlled', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { rerender } = renderTree({ openId: 2, onOpenChange });
    expect(screen.getByRole('button', { name: 'Show Tennis competitions' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Show Football competitions' }));
    expect(onOpenChange).toHaveBeenCalledWith(1);
    // Still the parent's value until it changes it.
    expect(screen.getByRole('button', { name: 'Show Tennis competitions' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    rerender(
      <SportTree
        nodes={sampleSports}
        hrefFor={sampleHrefFor}
        labels={sampleLabels}
        openId={1}
        onOpenChange={onOpenChange}
      />,
    );
    expect(screen.getByRole('button', { name: 'Show Football competitions' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('shows the empty text when there are no sports', () => {
    renderTree({ nodes: [] });
    expect(screen.getByText('No sports are available right now.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('omits counts it does not know', () => {
    renderTree({ nodes: [{ id: 9, name: 'Darts', slug: 'darts' }] });
    expect(screen.getByRole('link', { name: 'Darts' })).toBeInTheDocument();
  });
});
