import { competitionsOf, type LiveCompetition } from '@clem/core';
import { expectNoAxeViolations, fragmentRules, renderWithProviders } from '@clem/ui/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import sportsEn from '../../messages/en.json';
import { LiveCompetitionFilter } from './LiveCompetitionFilter';
import { selectLiveFilter } from './liveFilterSlice';
import { sampleCompetitions, sampleLiveEvents } from './sampleCompetitions';
import { FilteredNames } from './testHarness';

function setup(competitions: readonly LiveCompetition[] = sampleCompetitions) {
  const view = (list: readonly LiveCompetition[]) => (
    <>
      <LiveCompetitionFilter competitions={list} />
      <FilteredNames events={sampleLiveEvents} mode="mobile" />
    </>
  );
  const result = renderWithProviders(view(competitions), {
    messages: sportsEn,
    preloadedState: {},
  });
  return {
    ...result,
    user: userEvent.setup(),
    shownRows: () =>
      within(screen.getByRole('list', { name: 'Live events' })).queryAllByRole('listitem'),
    competitionsGroup: () => screen.getByRole('group', { name: 'Competitions' }),
    setCompetitions: (list: readonly LiveCompetition[]) => result.rerender(view(list)),
  };
}

describe('LiveCompetitionFilter', () => {
  it('lists All first, then each competition with its count; shared names carry the sport', () => {
    const { competitionsGroup } = setup();
    const names = within(competitionsGroup())
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual([
      'All23 (23 live events)',
      'International10 (10 live events)',
      'England (Football)8 (8 live events)',
      'Spain2 (2 live events)',
      'Italy2 (2 live events)',
      'England (Basketball)1 (1 live event)',
    ]);
    expect(screen.getByRole('button', { name: /^All/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('group', { name: /Leagues of/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset filter' })).toBeNull();
  });

  it('choosing a competition shows its events and its leagues; a league narrows it further', async () => {
    const { user, shownRows } = setup();
    const england = screen.getByRole('button', { name: /^England \(Football\)/ });
    await user.click(england);
    expect(england).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^All/ })).toHaveAttribute('aria-pressed', 'false');
    expect(shownRows()).toHaveLength(8);

    const leagues = screen.getByRole('group', { name: 'Leagues of England (Football)' });
    const premier = within(leagues).getByRole('button', { name: /^Premier League/ });
    expect(premier).toHaveAttribute('aria-pressed', 'false');
    await user.click(premier);
    expect(premier).toHaveAttribute('aria-pressed', 'true');
    expect(shownRows()).toHaveLength(4);
    await user.click(within(leagues).getByRole('button', { name: /^League One/ }));
    expect(shownRows()).toHaveLength(5);
    await user.click(premier);
    expect(premier).toHaveAttribute('aria-pressed', 'false');
    expect(shownRows()).toHaveLength(1);
  });

  it('choosing another competition clears the chosen leagues', async () => {
    const { user, store, shownRows } = setup();
    await user.click(screen.getByRole('button', { name: /^England \(Football\)/ }));
    await user.click(screen.getByRole('button', { name: /^Premier League/ }));
    await user.click(screen.getByRole('button', { name: /^International/ }));
    expect(selectLiveFilter(store?.getState() ?? {}).selectedLeagueIds).toEqual([]);
    const leagues = screen.getByRole('group', { name: 'Leagues of International' });
    expect(
      within(leagues)
        .getAllByRole('button')
        .every((chip) => chip.getAttribute('aria-pressed') === 'false'),
    ).toBe(true);
    // Both sports' international countries are one competition.
    expect(shownRows()).toHaveLength(10);
  });

  it('Reset shows everything again and gives focus to All', async () => {
    const { user, shownRows } = setup();
    await user.click(screen.getByRole('button', { name: /^Spain/ }));
    expect(shownRows()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Reset filter' }));
    expect(shownRows()).toHaveLength(23);
    const all = screen.getByRole('button', { name: /^All/ });
    expect(all).toHaveFocus();
    expect(all).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Reset filter' })).toBeNull();
  });

  it('works by keyboard alone', async () => {
    const { user, shownRows } = setup();
    await user.tab();
    expect(screen.getByRole('button', { name: /^All/ })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: /^International/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(shownRows()).toHaveLength(10);
  });

  it('says politely how many live events it shows, after a change only', async () => {
    const { user } = setup();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: /^Italy/ }));
    expect(status).toHaveTextContent('2 live events shown');
  });

  it('keeps the choice while its competition is live, and resets when it is gone', async () => {
    const { user, setCompetitions, shownRows } = setup();
    await user.click(screen.getByRole('button', { name: /^Spain/ }));
    const withoutItaly = competitionsOf(
      sampleLiveEvents.filter((event) => event.eventPaths[1]?.slug !== 'italy'),
    );
    act(() => setCompetitions(withoutItaly));
    expect(screen.getByRole('button', { name: /^Spain/ })).toHaveAttribute('aria-pressed', 'true');
    expect(shownRows()).toHaveLength(2);
    const withoutSpain = competitionsOf(
      sampleLiveEvents.filter((event) => event.eventPaths[1]?.slug !== 'spain'),
    );
    act(() => setCompetitions(withoutSpain));
    expect(screen.getByRole('button', { name: /^All/ })).toHaveAttribute('aria-pressed', 'true');
    expect(shownRows()).toHaveLength(23);
  });

  it('has no axe violations, with a competition and a league chosen', async () => {
    const { user, container } = setup();
    await user.click(screen.getByRole('button', { name: /^England \(Football\)/ }));
    await user.click(screen.getByRole('button', { name: /^Championship/ }));
    await expectNoAxeViolations(container, { rules: fragmentRules });
  });
});
