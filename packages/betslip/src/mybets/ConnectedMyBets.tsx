'use client';

import {
  countdownBetsChanged,
  loginRequested,
  myBetsClosed,
  selectAccountId,
  selectIsLoggedIn,
  selectNegativeOddsEnabled,
  selectOddsFormat,
  selectSessionHint,
  selectSettings,
  settingFlag,
  useAppDispatch,
  useAppSelector,
  type MyBet,
} from '@clem/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { MyBetsPanel, type MyBetsListState } from './components/MyBetsPanel';
import { useGetMyOpenBetsQuery, useGetMySettledBetsQuery } from './myBetsApi';
import { myBets } from './myBetsSlice';
import {
  COUNTDOWN_REFRESH_MS,
  countdownBetCount,
  DEFAULT_MY_BETS_TAB,
  type MyBetsTab,
} from './myBetsRules';

// The bet count's reducer is in the store wherever My Bets shows (its countdown count lands
// there).
void myBets;

export interface ConnectedMyBetsProps {
  /**
   * `modal`: the mobile My Bets modal that replaces the page (a close button, focus on its title
   * when it opens, an h2). `page`: the /open_bets page (an h1, no close button).
   */
  mode: 'modal' | 'page';
}

interface ListQuery {
  data?: { bets: readonly MyBet[] } | undefined;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A query as the panel shows it: its bets once it has some (the last good answer stays while a
 * refetch runs or fails), else an error with a retry, else loading.
 */
function listState(query: ListQuery): MyBetsListState {
  if (query.data) return { status: 'ready', bets: query.data.bets };
  if (query.isError) return { status: 'error', onRetry: () => void query.refetch() };
  return { status: 'loading' };
}

/**
 * My Bets for the logged-in player (betting §1, §2 /open_bets, §4): the open bets (fetched when
 * shown, `refetchOnMountOrArgChange`), the settled bets of the last 24 hours (fetched the first
 * time the Settled tab opens), in the player's odds format. Logged out it asks to log in
 * (core's `loginRequested`); while the session is being restored it shows the loading state,
 * not the login prompt. Bets waiting for approval count down to the decision (show_countdown_digits)
 * and the open list is fetched every `COUNTDOWN_REFRESH_MS` while any do, so the decision shows
 * as it lands. In the modal the close button closes My Bets (`myBetsClosed` with the number of
 * bets in countdown: with some, the modal is only hidden, and the My Bets listeners watch them
 * until the last one is decided).
 *
 * Needs the `betslip` messages in its next-intl provider (the shell wraps it in the precompiled
 * catalogue) and the store; the bet-count poll is separate (`registerMyBetsListeners`).
 */
export function ConnectedMyBets({ mode }: ConnectedMyBetsProps) {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const hint = useAppSelector(selectSessionHint);
  const accountId = useAppSelector(selectAccountId);
  const oddsFormat = useAppSelector(selectOddsFormat);
  const negativeOddsEnabled = useAppSelector(selectNegativeOddsEnabled);
  const [tab, setTab] = useState<MyBetsTab>(DEFAULT_MY_BETS_TAB);
  const [settledShown, setSettledShown] = useState(false);
  const digits = settingFlag(useAppSelector(selectSettings), 'show_countdown_digits', true);
  const player = loggedIn ? accountId : null;

  const [countdownBets, setCountdownBets] = useState(0);
  const open = useGetMyOpenBetsQuery(player ?? skipToken, {
    refetchOnMountOrArgChange: true,
    pollingInterval: countdownBets > 0 ? COUNTDOWN_REFRESH_MS : 0,
  });
  const counted = countdownBetCount(open.data?.bets);
  if (counted !== countdownBets) setCountdownBets(counted);
  useEffect(() => {
    dispatch(countdownBetsChanged({ countdownBets }));
  }, [dispatch, countdownBets]);
  const settled = useGetMySettledBetsQuery(
    player !== null && (settledShown || tab === 'settled') ? player : skipToken,
    { refetchOnMountOrArgChange: true },
  );

  const restoring = !loggedIn && hint === 'loggedIn';
  const waiting = restoring || (loggedIn && accountId === null);
  const loading: MyBetsListState = { status: 'loading' };

  return (
    <MyBetsPanel
      open={waiting ? loading : listState(open)}
      settled={waiting ? loading : listState(settled)}
      oddsFormat={oddsFormat}
      tab={tab}
      onTabChange={(next) => {
        setTab(next);
        if (next === 'settled') setSettledShown(true);
      }}
      headingLevel={mode === 'page' ? 1 : 2}
      focusTitleOnMount={mode === 'modal'}
      onClose={mode === 'modal' ? () => dispatch(myBetsClosed({ countdownBets })) : undefined}
      showCountdownDigits={digits}
      negativeOddsEnabled={negativeOddsEnabled}
      loggedOut={
        !loggedIn && !restoring ? { onLogin: () => dispatch(loginRequested(undefined)) } : undefined
      }
    />
  );
}
