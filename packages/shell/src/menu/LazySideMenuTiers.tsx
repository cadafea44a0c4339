'use client';

import { lazy } from 'react';

/**
 * `SideMenuTiers` loaded on first render: the mobile drawer renders it only once opened, so a
 * phone does not download the menu code until the player opens the menu. Render it inside a
 * Suspense boundary (MobileMenuDrawer has one).
 */
export const LazySideMenuTiers = lazy(() =>
  import('./SideMenuTiers').then((module) => ({ default: module.SideMenuTiers })),
);
