'use client';

import {
  useAppDispatch,
  useAppSelector,
  type DesktopCompetitionEntry,
  type DesktopIconState,
  type LiveCompetition,
} from '@clem/core';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState, type InputHTMLAttributes } from 'react';
import { competitionLabels } from './competitionLabels';
import {
  desktopAllSelected,
  desktopCompetitionToggled,
  desktopLeagueToggled,
  selectDesktopLiveFilter,
} from './liveFilterSlice';
import { useLiveCompetitionsSync } from './useLiveCompetitionsSync';

export interface LiveDesktopFilterProps {
  /** The live competitions, from core's `competitionsOf` over the events the page lists. */
  competitions: readonly LiveCompetition[];
  /** The heading level of the panel's title (2 in a side panel under the page's h1). */
  headingLevel?: 2 | 3;
}

/**
 * The desktop live events filter (betting-area §4 "Desktop filter"), a side panel: "All
 * competitions" at the top, then each competition with a tri-state checkbox (unchecked: none;
 * mixed: some of its leagues; checked: all of it) and a button that shows its leagues, each with
 * its own checkbox.
 *
 * The rules are core's: a competition's box cycles none or partial → selected → none; a league's
 * box makes its competition partial; clearing the last competition that shows anything, or
 * checking "All", selects everything again; a new competition list resets the filter (this panel
 * tells the store when its `competitions` change). "All" only ever selects: with everything
 * selected there is nothing for it to clear.
 *
 * Real checkboxes inside their labels, so the whole row is the target and a screen reader hears
 * "checked", "not checked" or "mixed". The list's open and closed leagues are this panel's own
 * state (not the filter's): opening a competition's leagues filters nothing.
 */
export function LiveDesktopFilter({ competitions, headingLevel = 2 }: LiveDesktopFilterProps) {
  const t = useTranslations('sports.liveFilter');
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectDesktopLiveFilter);
  const headingId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  useLiveCompetitionsSync(competitions);

  const labels = useMemo(
    () =>
      competitionLabels(competitions, {
        international: t('international'),
        withSport: (competition, sport) => t('competitionOfSport', { competition, sport }),
      }),
    [competitions, t],
  );
  const entries = new Map(state.competitionDesktopList.map((e) => [e.competitionId, e]));
  const oneByOne = new Set(state.selectedLeaguesWithoutCompetitionDesktopIds);
  const total = competitions.reduce((sum, competition) => sum + competition.liveEventCount, 0);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const toggleOpen = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <section className="cs-lfd" aria-labelledby={headingId}>
      <Heading id={headingId} className="cs-lfd-title">
        {t('competitions')}
      </Heading>
      <ul className="cs-lfd-list">
        <li className="cs-lfd-item">
          <label className="cs-lfd-check">
            <input
              type="checkbox"
              checked={state.isAllCompetitionsSelected}
              onChange={() => dispatch(desktopAllSelected())}
            />
            <span className="cs-lfd-name">{t('allCompetitions')}</span>
            <Count count={total} words={t('liveEvents', { count: total })} />
          </label>
        </li>
        {competitions.map((competition) => (
          <CompetitionItem
            key={competition.id}
            competition={competition}
            label={labels.get(competition.id) ?? competition.name}
            entry={entries.get(competition.id)}
            oneByOne={oneByOne}
            open={open.has(competition.id)}
            onToggleOpen={() => toggleOpen(competition.id)}
          />
        ))}
      </ul>
    </section>
  );
}

interface CompetitionItemProps {
  competition: LiveCompetition;
  label: string;
  /** The competition's place in the filter; missing until the store has the new list. */
  entry: DesktopCompetitionEntry | undefined;
  oneByOne: ReadonlySet<number>;
  open: boolean;
  onToggleOpen: () => void;
}

function CompetitionItem({
  competition,
  label,
  entry,
  oneByOne,
  open,
  onToggleOpen,
}: CompetitionItemProps) {
  const t = useTranslations('sports.liveFilter');
  const dispatch = useAppDispatch();
  const leaguesId = useId();
  // Until the store has taken the list on, everything shows (the filter starts all selected).
  const iconState: DesktopIconState = entry?.iconState ?? 'selected';
  const leagueShown = (id: number) =>
    iconState === 'selected' || (iconState === 'partial' && oneByOne.has(id));
  return (
    <li>
      <div className="cs-lfd-item">
        <label className="cs-lfd-check">
          <TriStateCheckbox
            state={iconState}
            onChange={() => dispatch(desktopCompetitionToggled(competition.id))}
          />
          <span className="cs-lfd-name">{label}</span>
          <Count
            count={competition.liveEventCount}
            words={t('liveEvents', { count: competition.liveEventCount })}
          />
        </label>
        <button
          type="button"
          className="cs-lfd-expand"
          aria-expanded={open}
          aria-controls={leaguesId}
          aria-label={t('leaguesOf', { competition: label })}
          onClick={onToggleOpen}
        >
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M5.5 2.5 11 8l-5.5 5.5-1.4-1.4L8.2 8 4.1 3.9z" />
          </svg>
        </button>
      </div>
      <ul
        id={leaguesId}
        className="cs-lfd-leagues"
        aria-label={t('leaguesOf', { competition: label })}
        hidden={!open}
      >
        {competition.leagues.map((league) => (
          <li key={league.id} className="cs-lfd-item">
            <label className="cs-lfd-check">
              <input
                type="checkbox"
                checked={leagueShown(league.id)}
                onChange={() => dispatch(desktopLeagueToggled(league.id))}
              />
              <span className="cs-lfd-name">{league.name}</span>
              <Count
                count={league.liveEventCount}
                words={t('liveEvents', { count: league.liveEventCount })}
              />
            </label>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** A checkbox whose third state (some of its leagues) is the native `indeterminate` ("mixed"). */
function TriStateCheckbox({
  state,
  ...props
}: { state: DesktopIconState } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked'>) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current !== null) ref.current.indeterminate = state === 'partial';
  }, [state]);
  return <input ref={ref} type="checkbox" checked={state === 'selected'} {...props} />;
}

/** A live event count: the number shows, the words are read. */
function Count({ count, words }: { count: number; words: string }) {
  return (
    <>
      <span className="cs-lfd-count" aria-hidden="true">
        {count}
      </span>
      <span className="cs-vh"> ({words})</span>
    </>
  );
}
