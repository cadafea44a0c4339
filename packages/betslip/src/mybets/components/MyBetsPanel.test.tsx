import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { openSingle, sampleOpenBetsResponse, sampleSettledBetsResponse } from '../test/fixtures';
import { renderWithProviders } from '@clem/ui/testing';
import betslipEnglish from '../../messages/en.json';
import { MyBetsPanel, type MyBetsPanelProps } from './MyBetsPanel';

function renderPanel(props: Partial<MyBetsPanelProps> = {}) {
  return renderWithProviders(
    <MyBetsPanel
      open={{ status: 'ready', bets: sampleOpenBetsResponse.bets }}
      settled={{ status: 'ready', bets: sampleSettledBetsResponse.bets }}
      oddsFormat="euro"
      {...props}
    />,
    { messages: betslipEnglish },
  );
}

function cardTitles(panel: HTMLElement): string[] {
  return within(panel)
    .getAllByRole('article')
    .map((card) => card.getAttribute('data-bet-status') ?? '');
}

describe('MyBetsPanel', () => {
  it('is a titled region with Open (default, selected) and Settled ARIA tabs', () => {
    renderPanel();
    expect(screen.getByRole('region', { name: 'My bets' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'My bets' })).toBeInTheDocument();
    const tablist = screen.getByRole('tablist', { name: 'My bets lists' });
    const [open, settled] = within(tablist).getAllByRole('tab');
    expect(open).toHaveTextContent('Open (5)');
    expect(settled).toHaveTextContent('Settled (3)');
    expect(open).toHaveAttribute('aria-selected', 'true');
    expect(settled).toHaveAttribute('aria-selected', 'false');
    expect(open).toHaveAttribute('tabindex', '0');
    expect(settled).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('id', open?.getAttribute('aria-controls'));
    expect(panel).toHaveAccessibleName('Open (5)');
  });

  it('groups the open tab: awaiting approval first, then open, each with a heading', () => {
    renderPanel();
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Awaiting approval', 'Open']);
    expect(cardTitles(panel)).toEqual(['pending_approval', 'open', 'open', 'open', 'open']);
    expect(within(panel).getAllByRole('heading', { level: 4 })).toHaveLength(5);
  });

  it('needs no group heading for one group', () => {
    renderPanel({ open: { status: 'ready', bets: [openSingle] } });
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { level: 3, name: 'Single' })).toBeInTheDocument();
  });

  it('switches tabs by click and tells the container', async () => {
    const user = userEvent.setup();
    const onTabChange = vi.fn();
    renderPanel({ onTabChange });
    await user.click(screen.getByRole('tab', { name: 'Settled (3)' }));
    expect(onTabChange).toHaveBeenCalledWith('settled');
    expect(screen.getByRole('tab', { name: 'Settled (3)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('Settled (3)');
    // Newest settlement first.
    expect(cardTitles(panel)).toEqual(['lost', 'won', 'void']);
  });

  it('moves with the arrow keys (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    renderPanel();
    const open = screen.getByRole('tab', { name: 'Open (5)' });
    const settled = screen.getByRole('tab', { name: 'Settled (3)' });
    await user.tab();
    expect(open).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(settled).toHaveFocus();
    expect(settled).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(open).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(settled).toHaveFocus();
    await user.keyboard('{Home}');
    expect(open).toHaveFocus();
    await user.keyboard('{End}');
    expect(settled).toHaveFocus();
    // The tab panel is the next tab stop.
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('follows a controlled tab', () => {
    renderPanel({ tab: 'settled' });
    expect(screen.getByRole('tab', { name: 'Settled (3)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('shows the empty states', async () => {
    const user = userEvent.setup();
    renderPanel({ open: { status: 'ready', bets: [] }, settled: { status: 'ready', bets: [] } });
    expect(screen.getByText('You have no open bets.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Open (0)' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Settled (0)' }));
    expect(screen.getByText('No bets were settled in the last 24 hours.')).toBeInTheDocument();
  });

  it('shows the loading state, with tab labels without counts', () => {
    renderPanel({ open: { status: 'loading' }, settled: { status: 'loading' } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your bets…');
    expect(screen.getByRole('tab', { name: 'Open' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Settled' })).toBeInTheDocument();
  });

  it('shows a translated error with a retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderPanel({ open: { status: 'error', onRetry } });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your bets");
    expect(alert).toHaveTextContent('Check your connection and try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('asks to log in when logged out, instead of the tabs', async () => {
    const user = userEvent.setup();
    const onLogin = vi.fn();
    renderPanel({ loggedOut: { onLogin } });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByText('Log in to see your bets')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
  });

  it('has a close button in the modal and focuses its title when it opens', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderPanel({ onClose, focusTitleOnMount: true });
    expect(screen.getByRole('heading', { name: 'My bets' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close My bets' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has no close button on the page, where the title is the h1', () => {
    renderPanel({ headingLevel: 1 });
    expect(screen.queryByRole('button', { name: 'Close My bets' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My bets' })).not.toHaveFocus();
    expect(within(screen.getByRole('tabpanel')).getAllByRole('heading', { level: 2 })).toHaveLength(
      2,
    );
  });
});
