'use client';

import type { ReactNode } from 'react';
import type { LinkContext } from '../links/targets';
import type { HeaderVariant } from '../navigation/headerVisibility';
import { ClassicHeader } from './ClassicHeader';
import { ExternalHeader, externalHeaderHtml, type ExternalHeaderHtml } from './ExternalHeader';
import type { HeaderAccountProps } from './HeaderAccount';
import type { HeaderLogo } from './headerParts';
import { RebrandingHeader } from './RebrandingHeader';
import { SubHeader, type SubHeaderLink } from './SubHeader';

export interface HeaderProps {
  /** navigation `headerVariant(settings)`. */
  variant: HeaderVariant;
  logo: HeaderLogo;
  /** The brand's display name (the logo link reads "{brand} home"). */
  displayName: string;
  /** Where the logo leads (a site path, usually `/`; the locale prefix is added). */
  homeHref: string;
  /** Locale prefix and the brand's plainAnchorPrefixes, for every link in the header. */
  linkContext: LinkContext;
  /** The mobile menu toggle (the lead's slot). */
  menuButton?: ReactNode;
  /** Language dropdown, theme switch (the lead's slot). */
  tools?: ReactNode;
  account: HeaderAccountProps;
  /** Sub-header links, hrefs already mapped with `subHeaderHref`. */
  subHeaderLinks: readonly SubHeaderLink[];
  /** The current pathname, for aria-current in the sub-header. */
  currentPath: string;
  /** The operator's header HTML for the external variant. */
  externalHtml?: ExternalHeaderHtml | null;
}

/**
 * The page header (§2 "Header": variants classic, rebranding, external HTML). Whether it shows at
 * all is `isHeaderShown`'s answer; the lead renders this only then. The variant comes from
 * `headerVariant(settings)`; the external variant falls back to the classic header when the
 * operator's HTML is empty. The sub-header shows under every variant when it has links.
 */
export function Header(props: HeaderProps) {
  const { variant, externalHtml, subHeaderLinks, currentPath, linkContext } = props;
  const external = variant === 'external' ? externalHeaderHtml(externalHtml) : null;
  const bar = {
    logo: props.logo,
    displayName: props.displayName,
    homeHref: props.homeHref,
    linkContext,
    menuButton: props.menuButton,
    tools: props.tools,
    account: props.account,
  };
  const shown: HeaderVariant = variant === 'external' && external === null ? 'classic' : variant;
  return (
    <header className="ch-header" data-header-variant={shown} data-account={props.account.status}>
      {shown === 'external' && externalHtml ? (
        <ExternalHeader html={externalHtml} menuButton={props.menuButton} />
      ) : shown === 'rebranding' ? (
        <RebrandingHeader {...bar} />
      ) : (
        <ClassicHeader {...bar} />
      )}
      <SubHeader links={subHeaderLinks} currentPath={currentPath} linkContext={linkContext} />
    </header>
  );
}
