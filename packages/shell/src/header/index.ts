export { Header, type HeaderProps } from './Header';
export { ClassicHeader } from './ClassicHeader';
export { RebrandingHeader } from './RebrandingHeader';
export {
  ExternalHeader,
  externalHeaderHtml,
  type ExternalHeaderProps,
  type ExternalHeaderHtml,
} from './ExternalHeader';
export type { HeaderBarProps, HeaderLogo } from './headerParts';
export {
  HeaderAccount,
  type HeaderAccountProps,
  type AnonymousAccountProps,
  type LoggedInAccountProps,
} from './HeaderAccount';
export { AnonymousActions, type AnonymousActionsProps } from './AnonymousActions';
export {
  AccountMenu,
  accountMenuPaths,
  type AccountMenuProps,
  type AccountMenuLinkId,
} from './AccountMenu';
export {
  BalanceDisplay,
  isLowBalance,
  MASKED_BALANCE,
  type BalanceDisplayProps,
} from './BalanceDisplay';
export { CashierMenu, type CashierMenuProps } from './CashierMenu';
export { VipBadge, type VipBadgeProps } from './VipBadge';
export { SubHeader, isCurrentHref, type SubHeaderProps, type SubHeaderLink } from './SubHeader';
export { vipTier, vipTiers, type VipTier } from './vip';
export { readHeaderSettings, showVipBadge, type HeaderSettings } from './headerSettings';
