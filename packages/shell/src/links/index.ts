export {
  resolveLink,
  isPlainAnchorPath,
  readConfiguredTargets,
  cashierTargets,
  subHeaderHref,
  configuredTargetNames,
  DEFAULT_PROMOTIONS_TARGET,
  SUB_HEADER_BASES,
  type ResolvedLink,
  type ResolvedLinkKind,
  type LinkContext,
  type ConfiguredTargetName,
  type ConfiguredTargets,
  type CashierTargets,
} from './targets';
export { AppLink, type AppLinkProps } from './AppLink';
