import {
  INTERNATIONAL_COMPETITION_ID,
  desktopFilterFor,
  makeStore,
  type AppStore,
} from '@clem/core';
import { describe, expect, it } from 'vitest';
import {
  desktopAllSelected,
  desktopCompetitionToggled,
  desktopLeagueToggled,
  initialLiveFilterSliceState,
  liveCompetitionChosen,
  liveCompetitionsChanged,
  liveFilterReset,
  liveLeagueToggled,
  selectDesktopLiveFilter,
  selectLiveFilter,
} from './liveFilterSlice';
import { sampleCompetitionIds, sampleCompetitions, sampleLeagueIds } from './sampleCompetitions';

function store(): AppStore {
  // No platform calls here: the filters are local state.
  return makeStore({ extra: {} as never });
}

describe('liveFilterSlice', () => {
  it('reads as everything shown before it is injected', () => {
    expect(selectLiveFilter({})).toEqual(initialLiveFilterSliceState.mobile);
    expect(selectDesktopLiveFilter({}).isAllCompetitionsSelected).toBe(true);
  });

  it('is injected into the store and holds the phone filter', () => {
    const s = store();
    s.dispatch(liveCompetitionChosen(sampleCompetitionIds.england));
    s.dispatch(liveLeagueToggled(sampleLeagueIds.premier));
    expect(selectLiveFilter(s.getState())).toEqual({
      selectedCompetitionId: sampleCompetitionIds.england,
      selectedLeagueIds: [sampleLeagueIds.premier],
    });
    s.dispatch(liveCompetitionChosen(INTERNATIONAL_COMPETITION_ID));
    expect(selectLiveFilter(s.getState()).selectedLeagueIds).toEqual([]);
    s.dispatch(liveFilterReset());
    expect(selectLiveFilter(s.getState())).toEqual(initialLiveFilterSliceState.mobile);
  });

  it('holds the desktop filter, reset by a new competition list', () => {
    const s = store();
    s.dispatch(liveCompetitionsChanged(sampleCompetitions));
    expect(selectDesktopLiveFilter(s.getState())).toEqual(desktopFilterFor(sampleCompetitions));
    s.dispatch(desktopCompetitionToggled(sampleCompetitionIds.spain));
    s.dispatch(desktopLeagueToggled(sampleLeagueIds.premier));
    const desktop = selectDesktopLiveFilter(s.getState());
    expect(desktop.competitionDesktopList.map((entry) => entry.iconState)).toEqual([
      'selected',
      'partial',
      'none',
      'selected',
      'selected',
    ]);
    expect(desktop.selectedLeaguesWithoutCompetitionDesktopIds).toEqual([
      sampleLeagueIds.championship,
      sampleLeagueIds.leagueOne,
    ]);
    // The same list again keeps the choice; a shorter one resets it.
    s.dispatch(liveCompetitionsChanged(sampleCompetitions));
    expect(selectDesktopLiveFilter(s.getState())).toEqual(desktop);
    s.dispatch(liveCompetitionsChanged(sampleCompetitions.slice(1)));
    expect(selectDesktopLiveFilter(s.getState())).toEqual(
      desktopFilterFor(sampleCompetitions.slice(1)),
    );
    s.dispatch(desktopCompetitionToggled(sampleCompetitionIds.italy));
    s.dispatch(desktopAllSelected());
    expect(selectDesktopLiveFilter(s.getState()).isAllCompetitionsSelected).toBe(true);
  });

  it('is not persisted: a new store starts with everything shown', () => {
    const first = store();
    first.dispatch(liveCompetitionChosen(sampleCompetitionIds.spain));
    expect(selectLiveFilter(store().getState())).toEqual(initialLiveFilterSliceState.mobile);
  });
});
