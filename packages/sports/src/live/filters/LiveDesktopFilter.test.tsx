import { competitionsOf, type LiveCompetition } from '@clem/core';
import { expectNoAxeViolations, fragmentRules, renderWithProviders } from '@clem/ui/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import sportsEn from '../../messages/en.json';
import { LiveDesktopFilter } from './LiveDesktopFilter';
import { selectDesktopLiveFilter } from './liveFilterSlice';
import { sampleCompetitions, sampleLiveEvents } from './sampleCompetitions';
import { FilteredNames } from './testHarness';

function setup(competitions: readonly LiveCompetition[] = sampleCompetitions) {
  const view = (list: readonly LiveCompetition[]) => (
    <>
      <LiveDesktopFilter competitions={list} />
      <FilteredNames events={sampleLiveEvents} mode="desktop" />
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
    box: (name: RegExp) => screen.getByRole('checkbox', { name }),
    setCompetitions: (list: readonly LiveCompetition[]) => result.rerender(view(list)),
  };
}

const ENGLAND = /^England \(Football\)/;

describe('LiveDesktopFilter', () => {
  it('starts with every competition checked and every event shown', () => {
    const { box, shownRows } = setup();
    expect(screen.getByRole('heading', { name: 'Competitions', level: 2 })).toBeInTheDocument();
    expect(box(/^All competitions/)).toBeChecked();
    for (const name of [/^International/, ENGLAND, /^Spain/, /^Italy/, /^England \(Basket/]) {
      expect(box(name)).toBeChecked();
    }
    expect(shownRows()).toHaveLength(23);
  });

  it('toggling a competition clears it, and again selects it', async () => {
    const { user, box, shownRows } = setup();
    await user.click(box(ENGLAND));
    expect(box(ENGLAND)).not.toBeChecked();
    expect(box(/^All competitions/)).not.toBeChecked();
    expect(shownRows()).toHaveLength(15);
    await user.click(box(ENGLAND));
    expect(box(ENGLAND)).toBeChecked();
    expect(box(/^All competitions/)).toBeChecked();
    expect(shownRows()).toHaveLength(23);
  });

  it('a league makes its competition mixed; the mixed box then selects it all', async () => {
    const { user, box, shownRows } = setup();
    const expand = screen.getByRole('button', { name: 'Leagues of England (Football)' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await user.click(expand);
    expect(expand).toHaveAttribute('aria-expanded', 'true');
    const leagues = screen.getByRole('list', { name: 'Leagues of England (Football)' });
    await user.click(within(leagues).getByRole('checkbox', { name: /^Championship/ }));
    expect(box(ENGLAND)).toBePartiallyChecked();
    expect(within(leagues).getByRole('checkbox', { name: /^Premier League/ })).toBeChecked();
    expect(within(leagues).getByRole('checkbox', { name: /^Championship/ })).not.toBeChecked();
    expect(shownRows()).toHaveLength(20);

    await user.click(box(ENGLAND));
    expect(box(ENGLAND)).toBeChecked();
    expect(box(ENGLAND)).not.toBePartiallyChecked();
    expect(shownRows()).toHaveLength(23);
  });

  it('clearing every competition selects everything again', async () => {
    const { user, box, shownRows } = setup();
    for (const name of [/^International/, ENGLAND, /^Spain/, /^Italy/]) {
      await user.click(box(name));
    }
    expect(shownRows()).toHaveLength(1);
    await user.click(box(/^England \(Basket/));
    expect(box(/^All competitions/)).toBeChecked();
    expect(shownRows()).toHaveLength(23);
  });

  it('All selects everything again', async () => {
    const { user, box, shownRows } = setup();
    await user.click(box(/^Spain/));
    await user.click(box(/^All competitions/));
    expect(box(/^Spain/)).toBeChecked();
    expect(shownRows()).toHaveLength(23);
    // With everything selected there is nothing for All to clear.
    await user.click(box(/^All competitions/));
    expect(box(/^All competitions/)).toBeChecked();
  });

  it('a new competition list resets the filter; new counts alone do not', async () => {
    const { user, box, store, setCompetitions } = setup();
    await user.click(box(/^Spain/));
    const fewerEvents = competitionsOf(sampleLiveEvents.slice(1));
    act(() => setCompetitions(fewerEvents));
    expect(box(/^Spain/)).not.toBeChecked();
    const withoutItaly = competitionsOf(
      sampleLiveEvents.filter((event) => event.eventPaths[1]?.slug !== 'italy'),
    );
    act(() => setCompetitions(withoutItaly));
    expect(box(/^Spain/)).toBeChecked();
    expect(selectDesktopLiveFilter(store?.getState() ?? {}).isAllCompetitionsSelected).toBe(true);
  });

  it('works by keyboard: Space toggles the focused box', async () => {
    const { user, box } = setup();
    await user.tab();
    expect(box(/^All competitions/)).toHaveFocus();
    await user.tab();
    expect(box(/^International/)).toHaveFocus();
    await user.keyboard(' ');
    expect(box(/^International/)).not.toBeChecked();
  });

  it('has no axe violations, with a competition mixed and its leagues open', async () => {
    const { user, container, box } = setup();
    await user.click(screen.getByRole('button', { name: 'Leagues of International' }));
    await user.click(screen.getByRole('checkbox', { name: /^ATP/ }));
    expect(box(/^International/)).toBePartiallyChecked();
    await expectNoAxeViolations(container, { rules: fragmentRules });
  });
});
