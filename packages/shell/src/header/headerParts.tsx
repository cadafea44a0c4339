'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { AppLink } from '../links/AppLink';
import { resolveLink, type LinkContext } from '../links/targets';
import { HeaderAccount, type HeaderAccountProps } from './HeaderAccount';

export interface HeaderLogo {
  src: string;
  alt: string;
}

/** What every header variant gets (see `HeaderProps`). */
export interface HeaderBarProps {
  logo: HeaderLogo;
  displayName: string;
  homeHref: string;
  linkContext: LinkContext;
  menuButton?: ReactNode;
  tools?: ReactNode;
  account: HeaderAccountProps;
}

/** The brand logo linking home; its accessible name is "{brand} home". */
export function HomeLogo({
  logo,
  displayName,
  homeHref,
  linkContext,
}: Pick<HeaderBarProps, 'logo' | 'displayName' | 'homeHref' | 'linkContext'>) {
  const t = useTranslations('header');
  const link = resolveLink(homeHref, linkContext) ?? resolveLink('/', linkContext);
  // A plain <img>: brand logos are small static files (usually SVG), nothing for next/image to do.
  const image = <img src={logo.src} alt={logo.alt} height={32} />;
  return (
    <span className="ch-logo">
      {link ? (
        <AppLink link={link} aria-label={t('home', { brand: displayName })}>
          {image}
        </AppLink>
      ) : (
        image
      )}
    </span>
  );
}

export { HeaderAccount };
