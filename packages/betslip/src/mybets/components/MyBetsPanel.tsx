'use client';

import type { MyBet, OddsFormat } from '@clem/core';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  DEFAULT_MY_BETS_TAB,
  openBetGroups,
  sortSettledBets,
  type MyBetGroup,
  type MyBetsTab,
} from '../myBetsRules';
import { BetCard, CountdownDigitsContext, NegativeOddsContext } from './BetCard';
import { MyBetsEmpty, MyBetsError, MyBetsLoading, MyBetsLoginPrompt } from './MyBetsStates';
import {
  BetList,
  CloseButton,
  GroupHeading,
  Panel,
  PanelHeader,
  Tab,
  TabList,
  TabPanel,
} from './myBetsStyles';

/** What one tab shows: its bets, or that they are loading or could not be loaded. */
export type MyBetsListState =
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void }
  | { status: 'ready'; bets: readonly MyBet[] };

export interface MyBetsPanelProps {
  /** The Open tab: open and pending-approval bets. */
  open: MyBetsListState;
  /** The Settled tab: bets settled in the last 24 hours. */
  settled: MyBetsListState;
  /** The player's odds format. */
  oddsFormat: OddsFormat;
  /** The selected tab when controlled; otherwise the panel keeps it, starting at `defaultTab`. */
  tab?: MyBetsTab;
  /** §4: the default tab is open. */
  defaultTab?: MyBetsTab;
  onTabChange?: (tab: MyBetsTab) => void;
  /** The panel title's outline level: 1 on the /open_bets page, 2 in the modal (default). */
  headingLevel?: 1 | 2;
  /** Moves focus to the title when the panel mounts (the mobile modal opening). */
  focusTitleOnMount?: boolean;
  /** Shows a close button (the mobile modal). */
  onClose?: () => void;
  /** Not logged in: the tabs give way to "Log in to see your bets" and a login button. */
  loggedOut?: { onLogin: () => void };
  /** show_countdown_digits: bets waiting for approval count down in m:ss (default on). */
  showCountdownDigits?: boolean;
  /** betslip_negative_odds_enabled: prices may show negative (default off, the setting's). */
  negativeOddsEnabled?: boolean;
}

const TABS: readonly MyBetsTab[] = ['open', 'settled'];

function CloseIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
    </svg>
  );
}

function Bets({
  bets,
  oddsFormat,
  headingLevel,
}: {
  bets: readonly MyBet[];
  oddsFormat: OddsFormat;
  headingLevel: 2 | 3 | 4;
}) {
  return (
    <BetList>
      {bets.map((bet) => (
        <li key={bet.betId}>
          <BetCard bet={bet} oddsFormat={oddsFormat} headingLevel={headingLevel} />
        </li>
      ))}
    </BetList>
  );
}

function OpenGroups({
  groups,
  oddsFormat,
  level,
}: {
  groups: MyBetGroup[];
  oddsFormat: OddsFormat;
  level: 2 | 3;
}) {
  const t = useTranslations('betslip.myBets');
  // One group needs no heading; several (awaiting approval, open) get one each.
  if (groups.length === 1 && groups[0]) {
    return <Bets bets={groups[0].bets} oddsFormat={oddsFormat} headingLevel={level} />;
  }
  const cardLevel = (level + 1) as 3 | 4;
  return groups.map((group) => (
    <section key={group.status} aria-label={t(`status.${group.status}`)}>
      <GroupHeading as={`h${level}`}>{t(`status.${group.status}`)}</GroupHeading>
      <Bets bets={group.bets} oddsFormat={oddsFormat} headingLevel={cardLevel} />
    </section>
  ));
}

function TabContent({
  tab,
  list,
  oddsFormat,
  level,
}: {
  tab: MyBetsTab;
  list: MyBetsListState;
  oddsFormat: OddsFormat;
  level: 2 | 3;
}) {
  if (list.status === 'loading') return <MyBetsLoading />;
  if (list.status === 'error') return <MyBetsError onRetry={list.onRetry} headingLevel={level} />;
  if (list.bets.length === 0) return <MyBetsEmpty tab={tab} />;
  if (tab === 'open') {
    return <OpenGroups groups={openBetGroups(list.bets)} oddsFormat={oddsFormat} level={level} />;
  }
  return <Bets bets={sortSettledBets(list.bets)} oddsFormat={oddsFormat} headingLevel={level} />;
}

/**
 * My Bets (betting §1, §4): the title, a close button in the modal, and two ARIA tabs, Open (the
 * default) and Settled, each showing its bets (awaiting approval first, then open; settled newest
 * first), an empty state, a loading state or an error with a retry. Logged out, a prompt to log
 * in replaces the tabs.
 *
 * Tabs follow the WAI-ARIA tabs pattern with automatic activation: one tab stop; Left/Right move
 * (and wrap), Home/End go to the first/last tab; each tab controls its panel. Props only: the
 * connected container (`ConnectedMyBets`) supplies the lists and the callbacks.
 */
export function MyBetsPanel({
  open,
  settled,
  oddsFormat,
  tab,
  defaultTab = DEFAULT_MY_BETS_TAB,
  onTabChange,
  headingLevel = 2,
  focusTitleOnMount = false,
  onClose,
  loggedOut,
  showCountdownDigits = true,
  negativeOddsEnabled = false,
}: MyBetsPanelProps) {
  const t = useTranslations('betslip.myBets');
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const [ownTab, setOwnTab] = useState<MyBetsTab>(defaultTab);
  const current = tab ?? ownTab;
  const tabRefs = useRef<Partial<Record<MyBetsTab, HTMLButtonElement | null>>>({});
  const titleRef = useRef<HTMLHeadingElement>(null);
  const Title = `h${headingLevel}` as const;
  const contentLevel = (headingLevel + 1) as 2 | 3;
  const lists: Record<MyBetsTab, MyBetsListState> = { open, settled };

  useEffect(() => {
    if (focusTitleOnMount) titleRef.current?.focus();
  }, [focusTitleOnMount]);

  const select = (next: MyBetsTab, focus: boolean) => {
    if (tab === undefined) setOwnTab(next);
    if (next !== current) onTabChange?.(next);
    if (focus) tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.indexOf(current);
    const target =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index - 1 + TABS.length) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    select(target, true);
  };

  const tabLabel = (name: MyBetsTab) => {
    const list = lists[name];
    return list.status === 'ready'
      ? t(`tabs.${name}WithCount`, { count: list.bets.length })
      : t(`tabs.${name}`);
  };

  return (
    <Panel aria-labelledby={titleId} data-my-bets-panel="">
      <PanelHeader>
        <Title id={titleId} ref={titleRef} tabIndex={-1}>
          {t('title')}
        </Title>
        {onClose ? (
          <CloseButton type="button" onClick={onClose} aria-label={t('close')}>
            <CloseIcon />
          </CloseButton>
        ) : null}
      </PanelHeader>
      {loggedOut ? (
        <MyBetsLoginPrompt onLogin={loggedOut.onLogin} />
      ) : (
        <>
          <TabList role="tablist" aria-label={t('tabsLabel')} onKeyDown={onKeyDown}>
            {TABS.map((name) => (
              <Tab
                key={name}
                ref={(element) => {
                  tabRefs.current[name] = element;
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${name}`}
                aria-selected={current === name}
                aria-controls={`${baseId}-panel-${name}`}
                tabIndex={current === name ? 0 : -1}
                onClick={() => select(name, false)}
              >
                {tabLabel(name)}
              </Tab>
            ))}
          </TabList>
          {TABS.map((name) => (
            <TabPanel
              key={name}
              role="tabpanel"
              id={`${baseId}-panel-${name}`}
              aria-labelledby={`${baseId}-tab-${name}`}
              tabIndex={0}
              hidden={current !== name}
            >
              {current === name ? (
                <NegativeOddsContext.Provider value={negativeOddsEnabled}>
                  <CountdownDigitsContext.Provider value={showCountdownDigits}>
                    <TabContent
                      tab={name}
                      list={lists[name]}
                      oddsFormat={oddsFormat}
                      level={contentLevel}
                    />
                  </CountdownDigitsContext.Provider>
                </NegativeOddsContext.Provider>
              ) : null}
            </TabPanel>
          ))}
        </>
      )}
    </Panel>
  );
}
