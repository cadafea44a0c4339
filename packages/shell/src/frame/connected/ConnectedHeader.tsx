'use client';

import {
  loginRequested,
  mobileMenuToggled,
  selectIsLoggedIn,
  selectMobileMenuOpen,
  selectMyBetsVisible,
  selectSettings,
  sessionEnded,
  settingFlag,
  useAppDispatch,
  useAppSelector,
} from '@clem/core';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useMemo } from 'react';
import { styled } from 'styled-components';
import { Header } from '../../header/Header';
import type { SubHeaderLink } from '../../header/SubHeader';
import { readHeaderSettings, showVipBadge } from '../../header/headerSettings';
import { LanguageDropdown } from '../../language/LanguageDropdown';
import { mediaRules, zIndex } from '../../layout/tokens';
import { accountMenuItems, type HeaderVariant } from '../../navigation/headerVisibility';
import { cashierTargets, readConfiguredTargets, resolveLink } from '../../links/targets';
import { ThemeControl } from '../../theme/ThemeControl';
import { notify } from '../../toasts/notify';

/** A theme choice is saved at once: the spec's "your choice has been saved" toast says so. */
const themeSaved = () => notify('your-choice-has-been-saved');
import { useFrameConfig } from '../frameConfig';

export const MOBILE_MENU_ID = 'clem-mobile-menu';

/**
 * The header shows only with clem_show_header on, not in the native app, not content-only, and
 * on mobile only while the My Bets modal is not visible (spec §2). Native and content-only are
 * hidden by CSS from the head script's <html> marks (no flash before hydration); the My Bets
 * rule by this wrapper's data attribute on mobile widths.
 */
const Sticky = styled.div`
  position: sticky;
  top: 0;
  z-index: ${zIndex.stickyHeader};

  ${mediaRules.mobile} {
    &[data-my-bets-visible='true'] {
      display: none;
    }
  }
`;

const MenuToggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  ${mediaRules.desktop} {
    display: none;
  }
`;

/** The theme switch lives in the menu's settings popup on phones and tablets (tier 5). */
const DesktopOnly = styled.span`
  display: none;

  ${mediaRules.desktop} {
    display: contents;
  }
`;

export interface ConnectedHeaderProps {
  variant: HeaderVariant;
  subHeaderLinks: readonly SubHeaderLink[];
  externalHtml: { web: string; mobile: string } | null;
}

export function ConnectedHeader({ variant, subHeaderLinks, externalHtml }: ConnectedHeaderProps) {
  const config = useFrameConfig();
  const t = useTranslations('menu');
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const username = useAppSelector((state) => state.session.username);
  const myBetsVisible = useAppSelector(selectMyBetsVisible);
  const menuOpen = useAppSelector(selectMobileMenuOpen);
  const pathname = usePathname();

  const linkContext = useMemo(
    () => ({ localePrefix: config.localePrefix, plainAnchorPrefixes: config.plainAnchorPrefixes }),
    [config.localePrefix, config.plainAnchorPrefixes],
  );
  const headerSettings = readHeaderSettings(settings);
  const targets = readConfiguredTargets(settings);
  const registration = targets.registration ? resolveLink(targets.registration, linkContext) : null;

  if (!settingFlag(settings, 'clem_show_header', true)) return null;

  const account = loggedIn
    ? {
        status: 'loggedIn' as const,
        username: username ?? '',
        menuItems: accountMenuItems(settings, config.capabilities),
        onLogout: () => dispatch(sessionEnded()),
        // The sportsbook wallet arrives with the account issue; until then nothing is shown.
        balance: null,
        balanceToggle: headerSettings.balanceToggle,
        cashier: cashierTargets(targets),
        cashierNewWindow: headerSettings.cashierNewWindow,
        vipTier: null,
        showVip: showVipBadge(config.capabilities, headerSettings),
      }
    : {
        status: 'anonymous' as const,
        showLogin: headerSettings.showLogin,
        showRegistration: headerSettings.showRegistration,
        registrationHref: registration ? (targets.registration ?? null) : null,
        onLogin: () => dispatch(loginRequested(undefined)),
      };

  return (
    <Sticky data-frame-part="header" data-my-bets-visible={myBetsVisible}>
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
          <MenuToggle
            type="button"
            aria-label={menuOpen ? t('closeMenu') : t('openMenu')}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => dispatch(mobileMenuToggled())}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
            </svg>
          </MenuToggle>
        }
        tools={
          <>
            <LanguageDropdown
              current={config.locale}
              offered={config.offeredLocales}
              defaultLocale={config.defaultLocale}
              pathname={pathname}
            />
            {config.showThemeSwitch ? (
              <DesktopOnly>
                <ThemeControl onChosen={themeSaved} />
              </DesktopOnly>
            ) : null}
          </>
        }
      />
    </Sticky>
  );
}
