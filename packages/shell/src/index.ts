export { pageFactories, createLocaleLayout, createLayoutMetadata, type PageName } from './pages';
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
