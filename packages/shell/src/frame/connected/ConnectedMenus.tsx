'use client';

import {
  desktopMenuSet,
  selectDesktopMenuExpanded,
  selectMobileMenuOpen,
  useAppDispatch,
  useAppSelector,
  type CouponSummary,
  type EventPathNode,
} from '@clem/core';
import { Suspense, useState } from 'react';
import { DesktopSideMenu } from '../../menu/DesktopSideMenu';
import { DESKTOP_QUERY, useMediaQuery } from '../../menu/useMediaQuery';
import type { SideMenuSection } from '../../navigation/sideMenu';
import { lazyThemed } from '../../theme/lazyThemed';

/**
 * The CMS and event-path data the menu shows (`loadFrameData` on the server), asked for by the
 * menu content when it first shows (`loadMenuData`), not sent with every page.
 */
export interface MenuData {
  sections: readonly SideMenuSection[];
  quickLinks: readonly CouponSummary[];
  sportTree: readonly EventPathNode[];
}

const MobileMenu = lazyThemed(() => import('./MenuContent').then((module) => module.MobileMenu));
const DesktopMenuTiers = lazyThemed(() =>
  import('./MenuContent').then((module) => module.DesktopMenuTiers),
);

/** The mobile and tablet menu: nothing until it first opens, then a drawer with the tiers. */
export function ConnectedMobileMenu() {
  const open = useAppSelector(selectMobileMenuOpen);
  const [everOpened, setEverOpened] = useState(open);
  if (open && !everOpened) setEverOpened(true);
  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <MobileMenu open={open} />
    </Suspense>
  );
}

/**
 * The desktop menu column (the page layout's navigation_menu widget). The column itself renders
 * at once and keeps its width, so nothing moves; its tiers load only when the page is shown at
 * desktop width, so phones (where the column is hidden) never download the menu code.
 * Choice where the spec is silent: on a desktop the tiers appear a moment after the page.
 */
export function ConnectedDesktopMenu() {
  const dispatch = useAppDispatch();
  const expanded = useAppSelector(selectDesktopMenuExpanded);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  return (
    <DesktopSideMenu
      expanded={expanded}
      onExpandedChange={(next) => dispatch(desktopMenuSet(next))}
    >
      {desktop ? (
        <Suspense fallback={null}>
          <DesktopMenuTiers />
        </Suspense>
      ) : null}
    </DesktopSideMenu>
  );
}
