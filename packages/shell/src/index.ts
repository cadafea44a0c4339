export {
  pageFactories,
  createLocaleLayout,
  createLayoutMetadata,
  createNotFoundPage,
  type PageName,
} from './pages';
export { createRequestConfig } from './i18n/request';
export { languageDisplay, localisedPath, localePrefix, stripLocale, languageHref } from './i18n';
export { THEME_STORAGE_KEY } from './theme/themeScript';
export {
  footerNavItems,
  selectedFooterItem,
  badgeText,
  footerItemIds,
  MAX_FOOTER_ITEMS,
  MAX_BADGE_COUNT,
  type FooterItemId,
  type FooterViewport,
  type MenuPlacement,
  type FooterNavInput,
  type FooterOverlays,
} from './navigation/footerNav';
export {
  isHeaderShown,
  headerVariant,
  accountMenuItems,
  accountMenuItemIds,
  type HeaderVisibilityInput,
  type HeaderVariant,
  type HeaderVariantSettings,
  type AccountMenuItemId,
  type AccountMenuItem,
  type AccountMenuSettings,
  type AccountMenuBrand,
} from './navigation/headerVisibility';
export * from './navigation/sideMenu';
export * from './language';
export * from './toasts';
export * from './embedding/hostMessages';
export {
  createHostBridge,
  isFramed,
  type HostBridge as HostBridgeHandle,
  type HostBridgeOptions,
  type HostWindow,
} from './embedding/hostBridge';
export {
  HostBridge,
  useHostMessenger,
  SIZE_THROTTLE_MS,
  USER_ACTIVITY_THROTTLE_MS,
  type HostBridgeProps,
  type PostToHost,
} from './embedding/HostBridge';
export { testHostPageHtml, type TestHostPageOptions } from './embedding/testHostPage';
export {
  embedOrigins,
  extraEmbedOrigins,
  EXTRA_EMBED_ORIGINS_ENV,
  type EmbedBrand,
  type EmbedEnv,
} from './embedding/embedOrigins';
export { MaintenancePage, type PlatformPageProps } from './maintenance/MaintenancePage';
export { BlockedPage } from './maintenance/BlockedPage';
export {
  flutterMaintenanceHtml,
  type FlutterMaintenanceOptions,
} from './maintenance/flutterMaintenanceHtml';
export * from './links';
export * from './header';
export * from './layout';
export { SideMenuTiers, type SideMenuTiersProps } from './menu/SideMenuTiers';
export { AzSports, azSectionPathFor, type AzSportsProps } from './menu/AzSports';
export { SessionClock, type SessionClockProps } from './menu/SessionClock';
export { MenuIcon, menuIconKey, type MenuIconProps } from './menu/MenuIcon';
export { DesktopSideMenu, type DesktopSideMenuProps } from './menu/DesktopSideMenu';
export {
  desktopMenuState,
  DESKTOP_MENU_WIDTH,
  DESKTOP_MENU_COLLAPSED_WIDTH,
  type DesktopMenuInput,
  type DesktopMenuState,
} from './menu/desktopMenuState';
export { MobileMenuDrawer, type MobileMenuDrawerProps } from './menu/MobileMenuDrawer';
export { MenuEntry, type ResolveMenuHref, type ResolvedMenuLink } from './menu/menuLinks';
export { isSectionOpen, toggleSection, sectionPathTo, type SectionPath } from './menu/menuSections';
