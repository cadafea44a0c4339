'use client';

import { focusRing } from '@clem/ui';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
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

const LogoLink = styled.span`
  display: contents;

  & > a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    border-radius: ${({ theme }) => theme.radius.sm};
    ${focusRing}
  }

  img {
    display: block;
    height: 2rem;
    width: auto;
    max-width: 10rem;
  }
`;

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
    <LogoLink>
      {link ? (
        <AppLink link={link} aria-label={t('home', { brand: displayName })}>
          {image}
        </AppLink>
      ) : (
        image
      )}
    </LogoLink>
  );
}

export { HeaderAccount };
