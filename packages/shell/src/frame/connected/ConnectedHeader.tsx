'use client';

import {
  formatAmount,
  loginRequested,
  logoutRequested,
  mobileMenuToggled,
  selectIsLoggedIn,
  selectMobileMenuOpen,
  selectMyBetsVisible,
  selectSessionHint,
  selectSessionRestored,
  selectSettings,
  selectUsername,
  selectVipLevel,
  selectWallet,
  selectWalletStale,
  settingFlag,
  useAppDispatch,
  useAppSelector,
  type Wallet,
} from '@clem/core';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import { Header } from '../../header/Header';
import type { SubHeaderLink } from '../../header/SubHeader';
import { readHeaderSettings, showVipBadge } from '../../header/headerSettings';
import { useHeaderHeight } from '../../header/useHeaderHeight';
import { vipTier } from '../../header/vip';
import { LanguageDropdown } from '../../language/LanguageDropdown';
import { accountMenuItems, type HeaderVariant } from '../../navigation/headerVisibility';
import { cashierTargets, readConfiguredTargets, resolveLink } from '../../links/targets';
import { lazyThemed } from '../../theme/lazyThemed';
import { ThemeControl } from '../../theme/ThemeControl';
import { notify } from '../../toasts/notify';

/** A theme choice is saved at once: the spec's "your choice has been saved" toast says so. */
const themeSaved = () => notify('your-choice-has-been-saved');
import { useFrameConfig, useLanguageFlag } from '../frameConfig';

export const MOBILE_MENU_ID = 'clem-mobile-menu';

/** The theme switch lives in the menu's settings popup on phones and tablets (tier 5). */
function DesktopOnly({ children }: { children: ReactNode }) {
  return <span className="ch-desktop-only">{children}</span>;
}

/** The sportsbook wallet as the header shows it: "EUR 1,234.50" (money never a float). */
function headerBalance(wallet: Wallet): { formatted: string; amount: number } {
  const amount = formatAmount(BigInt(wallet.balance), {
    precision: wallet.precision,
    scaledBy1000: wallet.displayScale === 1000,
  });
  return { formatted: `${wallet.currency} ${amount}`, amount: wallet.balance };
}

/**
 * The settings dialog (account package) loads the first time the player opens it, with its
 * theme wrapper (it is styled).
 */
const FrameSettingsDialog = lazyThemed(() => import('./ConnectedSettings').then((m) => m.default));

/** Desktop: a gear in the header opens the settings panel as a dialog (spec §2). */
function HeaderSettings({ label }: { label: string }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        className="ch-menu-toggle ch-settings-toggle"
        ref={button}
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7Zm8 3.5-.1-1.3 2-1.6-2-3.4-2.4 1a8 8 0 0 0-2.2-1.3L15 2.8h-4l-.4 2.6a8 8 0 0 0-2.2 1.3l-2.4-1-2 3.4 2 1.6L6 12l.1 1.3-2 1.6 2 3.4 2.4-1a8 8 0 0 0 2.2 1.3l.4 2.6h4l.4-2.6a8 8 0 0 0 2.2-1.3l2.4 1 2-3.4-2-1.6.1-1.3Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <FrameSettingsDialog open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}

export interface ConnectedHeaderProps {
  variant: HeaderVariant;
  subHeaderLinks: readonly SubHeaderLink[];
  externalHtml: { web: string; mobile: string } | null;
}

/**
 * The header shows only with clem_show_header on, not in the native app, not content-only, and
 * on mobile only while the My Bets modal is not visible (spec §2). Native and content-only are
 * hidden by CSS from the head script's <html> marks (no flash before hydration); the My Bets
 * rule by this wrapper's data attribute on mobile widths (`.ch-sticky` in header/headerCss.ts,
 * like every class of the header: static CSS, no styled-components on the page).
 */
export function ConnectedHeader({ variant, subHeaderLinks, externalHtml }: ConnectedHeaderProps) {
  const config = useFrameConfig();
  const languageFlag = useLanguageFlag();
  const t = useTranslations('menu');
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const username = useAppSelector(selectUsername);
  // One boolean, not the hint and the restored flag: restoring the anonymous session after
  // mount (every first visit) then changes nothing here and re-renders no header.
  const restoring = useAppSelector(
    (state) => selectSessionHint(state) === 'loggedIn' && !selectSessionRestored(state),
  );
  const wallet = useAppSelector(selectWallet);
  const walletStale = useAppSelector(selectWalletStale);
  const vipLevel = useAppSelector(selectVipLevel);
  const myBetsVisible = useAppSelector(selectMyBetsVisible);
  const menuOpen = useAppSelector(selectMobileMenuOpen);
  const pathname = usePathname();
  const sticky = useRef<HTMLDivElement>(null);
  const shown = settingFlag(settings, 'clem_show_header', true);
  useHeaderHeight(sticky, shown);

  const linkContext = useMemo(
    () => ({ localePrefix: config.localePrefix, plainAnchorPrefixes: config.plainAnchorPrefixes }),
    [config.localePrefix, config.plainAnchorPrefixes],
  );
  const headerSettings = readHeaderSettings(settings);
  const targets = readConfiguredTargets(settings);
  const registration = targets.registration ? resolveLink(targets.registration, linkContext) : null;

  if (!shown) return null;

  const account = loggedIn
    ? {
        status: 'loggedIn' as const,
        username: username ?? '',
        menuItems: accountMenuItems(settings, config.capabilities),
        onLogout: () => dispatch(logoutRequested()),
        balance: wallet ? { ...headerBalance(wallet), stale: walletStale } : null,
        balanceToggle: headerSettings.balanceToggle,
        cashier: cashierTargets(targets),
        cashierNewWindow: headerSettings.cashierNewWindow,
        vipTier: vipTier(vipLevel),
        showVip: showVipBadge(config.capabilities, headerSettings),
      }
    : restoring
      ? { status: 'restoring' as const }
      : {
          status: 'anonymous' as const,
          showLogin: headerSettings.showLogin,
          showRegistration: headerSettings.showRegistration,
          registrationHref: registration ? (targets.registration ?? null) : null,
          onLogin: () => dispatch(loginRequested(undefined)),
        };

  return (
    <div
      ref={sticky}
      className="ch-sticky"
      data-frame-part="header"
      data-my-bets-visible={myBetsVisible}
    >
      <Header
        variant={variant}
        logo={config.logo}
        displayName={config.displayName}
        homeHref="/"
        linkContext={linkContext}
        currentPath={pathname}
        subHeaderLinks={subHeaderLinks}
        externalHtml={externalHtml}
        account={account}
        menuButton={
          <button
            className="ch-menu-toggle"
            type="button"
            aria-label={menuOpen ? t('closeMenu') : t('openMenu')}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => dispatch(mobileMenuToggled())}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        }
        tools={
          <>
            <LanguageDropdown
              current={config.locale}
              flag={languageFlag}
              offered={config.offeredLocales}
              defaultLocale={config.defaultLocale}
              pathname={pathname}
            />
            {config.showThemeSwitch ? (
              <DesktopOnly>
                <ThemeControl onChosen={themeSaved} />
              </DesktopOnly>
            ) : null}
            <DesktopOnly>
              <HeaderSettings label={t('settings')} />
            </DesktopOnly>
          </>
        }
      />
    </div>
  );
}
