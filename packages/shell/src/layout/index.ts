// The layout area: tokens, footer navigation, page columns, widgets and page furniture.
// Component imports carry their extension where a pure module has the same name in another case
// (BackToTop/backToTop, NewsPopup/newsPopup, OperatorFooter/operatorFooter), so resolution is
// unambiguous on case-insensitive file systems.
export {
  breakpoints,
  FOOTER_NAV_HEIGHT_PX,
  mediaQueries,
  mediaRules,
  menuWidths,
  zIndex,
  zIndexOrder,
  type ZIndexLayer,
} from './tokens';
export {
  DEFAULT_FOOTER_NAV_ITEMS,
  footerSettingsInput,
  mobileFooterDisabled,
  readFooterCandidates,
  readMenuPlacement,
  readRootPageIsPrematch,
  type FooterFacts,
  type FooterSettingsInput,
} from './footerSettings';
export { FooterNav, type FooterNavProps } from './FooterNav';
export {
  DEFAULT_LAYOUT_NAME,
  HOMEPAGE_SECTION_ID,
  isSingleScrollingLayout,
  layoutColumns,
  layoutLookupPath,
  type LayoutColumns,
  type LayoutColumnsInput,
  type SideColumn,
  type SideColumnWidth,
} from './pageLayout';
export { PageColumns, type PageColumnsProps } from './PageColumns';
export {
  advertPopupFeatures,
  advertWindowName,
  hrefOf,
  safeAdvertImage,
  safeLink,
  type SafeLink,
} from './advertLinks';
export { AdvertWidget, type AdvertWidgetProps } from './AdvertWidget';
export { HtmlWidget, type HtmlWidgetProps } from './HtmlWidget';
export { WidgetSlot, type WidgetSlotName, type WidgetSlotProps } from './WidgetSlot';
export {
  BACK_TO_TOP_EXCLUDED_PREFIXES,
  BACK_TO_TOP_HIDE_AFTER_MS,
  BACK_TO_TOP_THRESHOLD_PX,
  createBackToTop,
  isBackToTopExcluded,
  type BackToTopController,
  type BackToTopTimers,
} from './backToTopState';
export { BackToTop, type BackToTopProps } from './BackToTop';
export { DEFAULT_SEAL_CERTIFICATE_URL, sealCertificateUrl } from './sealLink';
export { OperatorFooter, type OperatorFooterProps } from './OperatorFooter';
export { FloatingBetslipButton, type FloatingBetslipButtonProps } from './FloatingBetslipButton';
export {
  initialNewsPopupState,
  newsPopupReducer,
  type NewsPopupAction,
  type NewsPopupData,
  type NewsPopupState,
} from './newsPopupState';
export { NewsPopup, type NewsPopupProps } from './NewsPopup';
export {
  POPUP_FRAME_MAX_HEIGHT_PX,
  POPUP_FRAME_WIDTH_PX,
  PopupFrame,
  type PopupFrameProps,
} from './PopupFrame';
export { pageMetaFor, type PageMeta } from './pageMeta';
export { ContentArea, type ContentAreaProps } from './ContentArea';
