'use client';

import {
  loginRequested,
  myBetsClosed,
  selectAccountId,
  selectIsLoggedIn,
  selectOddsType,
  selectSessionHint,
  useAppDispatch,
  useAppSelector,
  type MyBet,
} from '@clem/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { MyBetsPanel, type MyBetsListState } from './components/MyBetsPanel';
import { useGetMyOpenBetsQuery, useGetMySettledBetsQuery } from './myBetsApi';
import { DEFAULT_MY_BETS_TAB, type MyBetsTab } from './myBetsRules';

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
 * not the login prompt. In the modal the close button closes My Bets (`myBetsClosed`; nothing is
 * in a cash-out countdown yet, so it closes for good).
 *
 * Needs the `betslip` messages in its next-intl provider (the shell wraps it in the precompiled
 * catalogue) and the store; the bet-count poll is separate (`registerMyBetsListeners`).
 */
export function ConnectedMyBets({ mode }: ConnectedMyBetsProps) {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const hint = useAppSelector(selectSessionHint);
  const accountId = useAppSelector(selectAccountId);
  const oddsFormat = useAppSelector(selectOddsType);
  const [tab, setTab] = useState<MyBetsTab>(DEFAULT_MY_BETS_TAB);
  const [settledShown, setSettledShown] = useState(false);
  const player = loggedIn ? accountId : null;

  const open = useGetMyOpenBetsQuery(player ?? skipToken, { refetchOnMountOrArgChange: true });
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
      onClose={mode === 'modal' ? () => dispatch(myBetsClosed({ countdownBets: 0 })) : undefined}
      loggedOut={
        !loggedIn && !restoring ? { onLogin: () => dispatch(loginRequested(undefined)) } : undefined
      }
    />
  );
}
