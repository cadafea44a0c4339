'use client';

import {
  liveFilterShownCount,
  useAppDispatch,
  useAppSelector,
  type LiveCompetition,
} from '@clem/core';
import { useTranslations } from 'next-intl';
import { useMemo, useRef, type ReactNode, type Ref } from 'react';
import { competitionLabels } from './competitionLabels';
import {
  liveCompetitionChosen,
  liveFilterReset,
  liveLeagueToggled,
  selectLiveFilter,
} from './liveFilterSlice';
import { useLiveCompetitionsSync } from './useLiveCompetitionsSync';
import { useThrottledAnnouncement } from './useThrottledAnnouncement';

export interface LiveCompetitionFilterProps {
  /** The live competitions, from core's `competitionsOf` over the events the page lists. */
  competitions: readonly LiveCompetition[];
}

/**
 * The phone's live events filter (betting-area §4 "Live events filter (mobile)"): a row of
 * competition chips that scrolls sideways, "All" first, one chosen at a time; once a competition
 * is chosen, a second row with its leagues, each a toggle; and Reset while anything is chosen.
 *
 * Chips are toggle buttons (`aria-pressed`), 44 px high, reached with Tab and pressed with Enter
 * or Space. Each chip says how many live events it holds. A polite status says how many live
 * events the filter shows, at most once a second, so tapping through chips is not read out at
 * every step. Reset hands focus to "All", since Reset itself goes away.
 *
 * The filter's state is the store's (`liveFilterSlice`); a live list hides its rows with
 * `useLiveEventFilter('mobile')`. A change of the competition list keeps the choice while its
 * competition is still live (core's `liveFilterForCompetitions`).
 */
export function LiveCompetitionFilter({ competitions }: LiveCompetitionFilterProps) {
  const t = useTranslations('sports.liveFilter');
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectLiveFilter);
  const allRef = useRef<HTMLButtonElement>(null);
  useLiveCompetitionsSync(competitions);

  const labels = useMemo(
    () =>
      competitionLabels(competitions, {
        international: t('international'),
        withSport: (competition, sport) => t('competitionOfSport', { competition, sport }),
      }),
    [competitions, t],
  );
  const chosen = competitions.find((c) => c.id === state.selectedCompetitionId);
  const total = competitions.reduce((sum, competition) => sum + competition.liveEventCount, 0);
  const shown = liveFilterShownCount(competitions, state);
  const announcement = useThrottledAnnouncement(t('shown', { count: shown }));
  const active = state.selectedCompetitionId !== null || state.selectedLeagueIds.length > 0;

  const reset = () => {
    dispatch(liveFilterReset());
    allRef.current?.focus();
  };

  return (
    <section className="cs-lf" aria-label={t('filterLabel')}>
      <div className="cs-lf-row" role="group" aria-label={t('competitions')}>
        <Chip
          ref={allRef}
          pressed={state.selectedCompetitionId === null}
          count={total}
          countText={t('liveEvents', { count: total })}
          onPress={() => dispatch(liveCompetitionChosen(null))}
        >
          {t('all')}
        </Chip>
        {competitions.map((competition) => (
          <Chip
            key={competition.id}
            pressed={competition.id === state.selectedCompetitionId}
            count={competition.liveEventCount}
            countText={t('liveEvents', { count: competition.liveEventCount })}
            onPress={() => dispatch(liveCompetitionChosen(competition.id))}
          >
            {labels.get(competition.id)}
          </Chip>
        ))}
      </div>
      {chosen !== undefined && (
        <div
          className="cs-lf-row"
          role="group"
          aria-label={t('leaguesOf', { competition: labels.get(chosen.id) ?? chosen.name })}
        >
          {chosen.leagues.map((league) => (
            <Chip
              key={league.id}
              league
              pressed={state.selectedLeagueIds.includes(league.id)}
              count={league.liveEventCount}
              countText={t('liveEvents', { count: league.liveEventCount })}
              onPress={() => dispatch(liveLeagueToggled(league.id))}
            >
              {league.name}
            </Chip>
          ))}
        </div>
      )}
      {active && (
        <button type="button" className="cs-lf-reset" onClick={reset}>
          {t('reset')}
        </button>
      )}
      <p role="status" className="cs-vh">
        {announcement}
      </p>
    </section>
  );
}

interface ChipProps {
  pressed: boolean;
  count: number;
  /** The count in words for assistive technology ("5 live events"); the number shows. */
  countText: string;
  onPress: () => void;
  league?: boolean;
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

function Chip({ pressed, count, countText, onPress, league = false, ref, children }: ChipProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={league ? 'cs-lf-chip cs-lf-league' : 'cs-lf-chip'}
      aria-pressed={pressed}
      onClick={onPress}
    >
      {children}
      <span className="cs-lf-count" aria-hidden="true">
        {count}
      </span>
      <span className="cs-vh"> ({countText})</span>
    </button>
  );
}
