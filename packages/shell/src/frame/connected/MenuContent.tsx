'use client';

import {
  logoutRequested,
  mobileMenuSet,
  selectFrame,
  selectLoggedInAt,
  selectPlayerDetails,
  selectSettings,
  useAppDispatch,
  useAppSelector,
} from '@clem/core';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { lazy, Suspense, use, useMemo } from 'react';
import { styled } from 'styled-components';
import { LanguageDropdown } from '../../language/LanguageDropdown';
import { readMenuPlacement } from '../../layout/footerSettings';
import { LazySideMenuTiers } from '../../menu/LazySideMenuTiers';
import { SideMenuTiers } from '../../menu/SideMenuTiers';
import { useMediaQuery } from '../../menu/useMediaQuery';
import { sideMenuTiers, type SideMenuDevice } from '../../navigation/sideMenu';
import { hrefInLocale, useFrameConfig, useLanguageFlag } from '../frameConfig';
import { MOBILE_MENU_ID } from './ConnectedHeader';
import type { MenuData } from './ConnectedMenus';
import { loadMenuData } from './menuData';
import { useGating, useResolveHref } from './useFrameState';

/*
 * The menus' content: the tiers (sideMenuTiers), the AZ Sports tree and their icons. None of it
 * is in a page's first JavaScript: a phone loads it when the player first opens the menu, a
 * desktop when the page is shown at desktop width (see ConnectedMenus).
 */

/** The settings panel in the menu's settings popup (phones and tablets), loaded when it opens. */
const FrameSettingsPanel = lazy(() =>
  import('./ConnectedSettings').then((module) => ({ default: module.FrameSettingsPanel })),
);

const Logo = styled.img`
  display: block;
  width: 120px;
  height: 32px;
  object-fit: contain;
  object-position: left center;
`;

const Loading = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

let menuData: Promise<MenuData> | null = null;

/**
 * The menu data, asked for once per page load when a menu first shows (`loadMenuData`, a server
 * action); it suspends until it arrives. A failed request answers an empty menu for now and is
 * asked again the next time a menu renders.
 */
function useMenuData(locale: string): MenuData {
  menuData ??= loadMenuData(locale).catch(() => {
    menuData = null;
    return { sections: [], quickLinks: [], sportTree: [] };
  });
  return use(menuData);
}

function useTiers(device: SideMenuDevice, data: MenuData) {
  const config = useFrameConfig();
  const gating = useGating();
  const isNativeApp = useAppSelector(selectFrame).isNativeApp;
  const loginTime = useAppSelector(selectLoggedInAt);
  // The sandbox's player details carry lastLoginDate (the profile's field, §3) beside §3's own.
  const lastLogin: unknown = useAppSelector(selectPlayerDetails)?.['lastLoginDate'];
  const lastLoginDate = typeof lastLogin === 'string' ? lastLogin : null;
  return useMemo(
    () =>
      sideMenuTiers({
        device,
        gating,
        isNativeApp,
        capabilities: config.capabilities,
        sections: data.sections,
        couponGroup: { coupons: data.quickLinks },
        languageCount: config.offeredLocales.length,
        loginTime,
        lastLoginDate,
        // The tier's clock text is only a first value: SessionClock ticks on its own.
        now: loginTime ?? 0,
      }),
    [device, gating, isNativeApp, config, data.sections, data.quickLinks, loginTime, lastLoginDate],
  );
}

/**
 * The drawer (Radix Dialog with its focus trap and scroll lock) loads the first time the menu
 * opens and then stays mounted, so it can animate closed and give focus back.
 */
const MobileMenuDrawer = lazy(() =>
  import('../../menu/MobileMenuDrawer').then((module) => ({ default: module.MobileMenuDrawer })),
);

export function MobileMenu({ open }: { open: boolean }) {
  const t = useTranslations('menu');
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  return (
    <MobileMenuDrawer
      id={MOBILE_MENU_ID}
      open={open}
      onOpenChange={(next) => dispatch(mobileMenuSet(next))}
      placement={readMenuPlacement(settings)}
    >
      <Suspense fallback={<Loading>{t('loading')}</Loading>}>
        <MobileTiers />
      </Suspense>
    </MobileMenuDrawer>
  );
}

/** The drawer's tiers, once the menu data has arrived (the drawer shows "Loading" until then). */
function MobileTiers() {
  const config = useFrameConfig();
  const languageFlag = useLanguageFlag();
  const t = useTranslations('menu');
  const dispatch = useAppDispatch();
  const data = useMenuData(config.locale);
  const tablet = useMediaQuery('(min-width: 768px)');
  const tiers = useTiers(tablet ? 'tablet' : 'mobile', data);
  const loginTime = useAppSelector(selectLoggedInAt);
  const resolveHref = useResolveHref();
  const pathname = usePathname();
  const close = () => dispatch(mobileMenuSet(false));
  return (
    <LazySideMenuTiers
      tiers={tiers}
      loginTime={loginTime}
      resolveHref={resolveHref}
      currentPath={pathname}
      sportTree={data.sportTree}
      logo={
        <a href={hrefInLocale(config, '/')} onClick={close}>
          <Logo src={config.logo.src} alt={config.logo.alt} width={120} height={32} />
        </a>
      }
      languageSelector={
        <LanguageDropdown
          current={config.locale}
          flag={languageFlag}
          offered={config.offeredLocales}
          defaultLocale={config.defaultLocale}
          pathname={pathname}
          placement="beside"
        />
      }
      settingsContent={
        <Suspense fallback={<Loading>{t('loading')}</Loading>}>
          <FrameSettingsPanel />
        </Suspense>
      }
      onClose={close}
      onNavigate={close}
      onLogout={() => {
        close();
        dispatch(logoutRequested());
      }}
    />
  );
}

/** The desktop column's tiers (inside ConnectedDesktopMenu's column). */
export function DesktopMenuTiers() {
  const config = useFrameConfig();
  const dispatch = useAppDispatch();
  const data = useMenuData(config.locale);
  const tiers = useTiers('desktop', data);
  const loginTime = useAppSelector(selectLoggedInAt);
  const resolveHref = useResolveHref();
  const pathname = usePathname();
  return (
    <SideMenuTiers
      tiers={tiers}
      resolveHref={resolveHref}
      currentPath={pathname}
      sportTree={data.sportTree}
      onLogout={() => dispatch(logoutRequested())}
      loginTime={loginTime}
    />
  );
}
