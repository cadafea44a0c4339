'use client';

import {
  desktopMenuSet,
  logoutRequested,
  mobileMenuSet,
  selectDesktopMenuExpanded,
  selectFrame,
  selectLoggedInAt,
  selectMobileMenuOpen,
  selectPlayerDetails,
  selectSettings,
  useAppDispatch,
  useAppSelector,
  type CouponSummary,
  type EventPathNode,
} from '@clem/core';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { lazy, Suspense, useMemo, useState } from 'react';
import { styled } from 'styled-components';
import { LanguageDropdown } from '../../language/LanguageDropdown';
import { readMenuPlacement } from '../../layout/footerSettings';
import { DesktopSideMenu } from '../../menu/DesktopSideMenu';
import { LazySideMenuTiers } from '../../menu/LazySideMenuTiers';
import { SideMenuTiers } from '../../menu/SideMenuTiers';
import { useMediaQuery } from '../../menu/useMediaQuery';
import {
  sideMenuTiers,
  type SideMenuDevice,
  type SideMenuSection,
} from '../../navigation/sideMenu';

/** The settings panel in the menu's settings popup (phones and tablets), loaded when it opens. */
const FrameSettingsPanel = lazy(() =>
  import('./ConnectedSettings').then((module) => ({ default: module.FrameSettingsPanel })),
);
import { hrefInLocale, useFrameConfig } from '../frameConfig';
import { MOBILE_MENU_ID } from './ConnectedHeader';
import { useGating, useResolveHref } from './useFrameState';

/** The CMS and event-path data the menu shows, fetched on the server (`loadFrameData`). */
export interface MenuData {
  sections: readonly SideMenuSection[];
  quickLinks: readonly CouponSummary[];
  sportTree: readonly EventPathNode[];
}

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

/** The mobile and tablet menu: nothing until it first opens, then a drawer with the tiers. */
export function ConnectedMobileMenu(data: MenuData) {
  const open = useAppSelector(selectMobileMenuOpen);
  const [everOpened, setEverOpened] = useState(open);
  if (open && !everOpened) setEverOpened(true);
  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <MobileMenu {...data} open={open} />
    </Suspense>
  );
}

function MobileMenu({ open, ...data }: MenuData & { open: boolean }) {
  const config = useFrameConfig();
  const t = useTranslations('menu');
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  const tablet = useMediaQuery('(min-width: 768px)');
  const tiers = useTiers(tablet ? 'tablet' : 'mobile', data);
  const loginTime = useAppSelector(selectLoggedInAt);
  const resolveHref = useResolveHref();
  const pathname = usePathname();
  const close = () => dispatch(mobileMenuSet(false));

  return (
    <MobileMenuDrawer
      id={MOBILE_MENU_ID}
      open={open}
      onOpenChange={(next) => dispatch(mobileMenuSet(next))}
      placement={readMenuPlacement(settings)}
    >
      <Suspense fallback={<Loading>{t('loading')}</Loading>}>
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
      </Suspense>
    </MobileMenuDrawer>
  );
}

/** The desktop menu column (the page layout's navigation_menu widget). */
export function ConnectedDesktopMenu(data: MenuData) {
  const dispatch = useAppDispatch();
  const expanded = useAppSelector(selectDesktopMenuExpanded);
  const tiers = useTiers('desktop', data);
  const loginTime = useAppSelector(selectLoggedInAt);
  const resolveHref = useResolveHref();
  const pathname = usePathname();
  return (
    <DesktopSideMenu
      expanded={expanded}
      onExpandedChange={(next) => dispatch(desktopMenuSet(next))}
    >
      <SideMenuTiers
        tiers={tiers}
        resolveHref={resolveHref}
        currentPath={pathname}
        sportTree={data.sportTree}
        onLogout={() => dispatch(logoutRequested())}
        loginTime={loginTime}
      />
    </DesktopSideMenu>
  );
}
