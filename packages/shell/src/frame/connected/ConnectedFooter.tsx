'use client';

import {
  loginRequested,
  mobileMenuToggled,
  myBetsClosed,
  myBetsOpened,
  selectFrame,
  selectIsLoggedIn,
  selectMobileMenuOpen,
  selectMyBetsModal,
  selectMyBetsVisible,
  selectSettings,
  settingFlag,
  useAppDispatch,
  useAppSelector,
  type NewsPopupResponse,
} from '@clem/core';
import { betslipEvent, selectBetslipState, selectPickCount } from '@clem/betslip/picks';
import { selectBetCount, selectCountdownBets } from '@clem/betslip/mybets';
import { usePathname, useRouter } from 'next/navigation';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { ContentArea } from '../../layout/ContentArea';
import { FloatingBetslipButton } from '../../layout/FloatingBetslipButton';
import { FooterNav } from '../../layout/FooterNav';
import { footerSettingsInput, mobileFooterDisabled } from '../../layout/footerSettings';
import { mediaQueries } from '../../layout/tokens';
import { readConfiguredTargets } from '../../links/targets';
import { lazyThemed } from '../../theme/lazyThemed';
import { hrefInLocale, useFrameConfig } from '../frameConfig';
import { useKironVirtualsEnabled, useLayoutHasHeaderAndMenu } from './useFrameState';

// Both render only after a client-side change; they are styled, so their theme wrapper (and
// styled-components) loads with them (lazyThemed, React.lazy underneath: next/dynamic's loader
// would add its own code to every page).
const NewsPopupHost = lazyThemed(() => import('./NewsPopupHost').then((m) => m.NewsPopupHost));
// My Bets (the mobile modal's content), with its calls, styles and messages, the first time the
// modal opens.
const MyBetsSection = lazyThemed(() => import('./MyBetsSection').then((m) => m.default));
const ConnectedLoginModals = lazyThemed(() =>
  import('./ConnectedLoginModals').then((m) => m.default),
);

/** Whether the slip is open (betting §4; the betslip's own state). */
const selectBetslipOpenNow = (state: object): boolean => selectBetslipState(state).slip.open;

/** §4 "The betslip button": opens the slip; when open and not busy closes it, or resets a placed one. */
const betslipButtonPressed = betslipEvent({ type: 'buttonPressed' });

function useFooterShown(): boolean {
  const settings = useAppSelector(selectSettings);
  const frame = useAppSelector(selectFrame);
  return !mobileFooterDisabled(settings, frame.isContentOnly);
}

/** The mobile footer navigation, wired to the menu, betslip, My Bets and login state. */
export function ConnectedFooterNav() {
  const config = useFrameConfig();
  const dispatch = useAppDispatch();
  const router = useRouter();
  const pathname = usePathname();
  const settings = useAppSelector(selectSettings);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const menuOpen = useAppSelector(selectMobileMenuOpen);
  const betslipOpen = useAppSelector(selectBetslipOpenNow);
  const selectionCount = useAppSelector(selectPickCount);
  const myBets = useAppSelector(selectMyBetsModal);
  // The polled bet count (0 while logged out or before the first answer).
  const openBetCount = useAppSelector(selectBetCount);
  const countdownBets = useAppSelector(selectCountdownBets);
  const layoutHasHeaderAndMenu = useLayoutHasHeaderAndMenu();
  const kironVirtualsEnabled = useKironVirtualsEnabled();
  const shown = useFooterShown();
  const targets = readConfiguredTargets(settings);

  return (
    <div data-frame-part="footer-nav">
      <FooterNav
        settings={footerSettingsInput(settings, { layoutHasHeaderAndMenu, kironVirtualsEnabled })}
        pathname={pathname}
        hrefFor={(path) => hrefInLocale(config, path)}
        promotionsTarget={targets.promotions ?? '/promotions'}
        loggedIn={loggedIn}
        menuOpen={menuOpen}
        betslipOpen={betslipOpen}
        myBetsOpen={myBets === 'visible'}
        selectionCount={selectionCount}
        openBetCount={openBetCount}
        disabled={!shown}
        onMenu={() => dispatch(mobileMenuToggled())}
        onBetslip={() => dispatch(betslipButtonPressed)}
        onMyBets={() => {
          // Spec §4: tapping my bets toggles the modal; on a my-bets page it goes back instead.
          if (/\/open_bets(\/|$)/.test(pathname)) router.back();
          // The modal replaces the page's content on phones only; a desktop goes to the page.
          else if (window.matchMedia(mediaQueries.desktop).matches) {
            router.push(hrefInLocale(config, '/open_bets'));
          } else if (myBets === 'visible') dispatch(myBetsClosed({ countdownBets }));
          else dispatch(myBetsOpened());
        }}
        onLogin={() => dispatch(loginRequested(undefined))}
      />
    </div>
  );
}

/**
 * The page content; on mobile the My Bets modal replaces it while visible (betslip's My Bets,
 * loaded the first time it opens), and room is kept for the footer navigation when it shows.
 */
export function ConnectedContent({ children }: { children: ReactNode }) {
  const myBetsVisible = useAppSelector(selectMyBetsVisible);
  const shown = useFooterShown();
  return (
    <ContentArea
      myBetsVisible={myBetsVisible}
      reserveFooterNav={shown}
      myBetsSlot={
        <Suspense fallback={null}>
          <MyBetsSection mode="modal" />
        </Suspense>
      }
    >
      {children}
    </ContentArea>
  );
}

export function ConnectedFloatingBetslip() {
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  const open = useAppSelector(selectBetslipOpenNow);
  const selectionCount = useAppSelector(selectPickCount);
  return (
    <FloatingBetslipButton
      enabled={settingFlag(settings, 'enable_floating_betslip')}
      selectionCount={selectionCount}
      betslipOpen={open}
      onClick={() => dispatch(betslipButtonPressed)}
    />
  );
}

// The back-to-top button's code, from the page's first scroll (it shows only after scrolling).
const BackToTop = lazy(() =>
  import('../../layout/BackToTop').then((module) => ({ default: module.BackToTop })),
);

/**
 * The back-to-top button (§2). It appears only once the page has been scrolled, so its code loads
 * at the first scroll and not with the page; it then follows every later scroll.
 */
export function ConnectedBackToTop() {
  const config = useFrameConfig();
  const pathname = usePathname();
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (scrolled) return undefined;
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [scrolled]);
  if (!scrolled) return null;
  return (
    <Suspense fallback={null}>
      <BackToTop pathname={pathname} locales={config.offeredLocales} focusTargetId="content" />
    </Suspense>
  );
}

/**
 * The operator's news popup: shown at page 0 once the page has loaded, unless the player chose
 * "don't show again" for this popup (`NewsPopupHost`). Its code (the host's state rules and the
 * popup) loads only when there is a popup to show, and never on an embedded page.
 */
export function ConnectedNewsPopup({ popup }: { popup: NewsPopupResponse | null }) {
  const embedded = useAppSelector(selectFrame).embedded;
  if (!popup || embedded) return null;
  return (
    <Suspense fallback={null}>
      <NewsPopupHost popup={popup} />
    </Suspense>
  );
}

/**
 * Login asked for (header, footer, or adding a selection): the account package's login dialogs,
 * loaded on the first request and then kept mounted so Radix closes them normally and focus
 * returns to whatever asked (they remember it). Embedded pages tell the host instead
 * (`FrameProviders`).
 */
export function ConnectedLoginDialog() {
  const open = useAppSelector((state) => state.modals.login);
  const embedded = useAppSelector(selectFrame).embedded;
  const [requested, setRequested] = useState(false);
  if (open && !embedded && !requested) setRequested(true);
  if (!requested || embedded) return null;
  return (
    <Suspense fallback={null}>
      <ConnectedLoginModals />
    </Suspense>
  );
}
