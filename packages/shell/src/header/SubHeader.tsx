'use client';

import { focusRing } from '@clem/ui';
import { useTranslations } from 'next-intl';
import { styled } from 'styled-components';
import { AppLink } from '../links/AppLink';
import { resolveLink, type LinkContext } from '../links/targets';

export interface SubHeaderLink {
  id: number | string;
  name: string;
  /** Already mapped with `subHeaderHref` (live or prematch root). */
  href: string;
}

export interface SubHeaderProps {
  links: readonly SubHeaderLink[];
  /** The current pathname, with or without the locale prefix. */
  currentPath: string;
  linkContext: LinkContext;
}

function trimPath(path: string): string {
  const end = path.search(/[?#]/);
  const bare = end === -1 ? path : path.slice(0, end);
  return bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare;
}

/**
 * Whether a resolved href is the current page: its path (without query and hash, trailing slash
 * ignored) equals the current path, taken as it is or with the locale prefix added.
 */
export function isCurrentHref(href: string, currentPath: string, localePrefix: string): boolean {
  const target = trimPath(href);
  const current = trimPath(currentPath);
  const prefixed = current === '/' ? localePrefix || '/' : `${localePrefix}${current}`;
  return target === current || target === prefixed;
}

const Nav = styled.nav`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x proximity;
  scrollbar-width: thin;

  & > li {
    flex: none;
    scroll-snap-align: start;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.5rem;
    padding: 0 ${({ theme }) => theme.space(3)};
    border-bottom: 2px solid transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
    ${focusRing}
  }

  a:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  a[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/**
 * The sub-header (GET /api/submenus/{subheader_id}: submenu_links): a horizontally scrollable
 * navigation landmark; the link of the current page has `aria-current="page"`. Links that are not
 * safe (see `resolveLink`) are left out; with no links nothing is rendered.
 */
export function SubHeader({ links, currentPath, linkContext }: SubHeaderProps) {
  const t = useTranslations('header');
  const usable = links.flatMap((item) => {
    const link = resolveLink(item.href, linkContext);
    return link ? [{ ...item, link }] : [];
  });
  if (usable.length === 0) return null;
  return (
    <Nav aria-label={t('subHeader')}>
      <List>
        {usable.map(({ id, name, link }) => (
          <li key={id}>
            <AppLink
              link={link}
              aria-current={
                isCurrentHref(link.href, currentPath, linkContext.localePrefix) ? 'page' : undefined
              }
            >
              {name}
            </AppLink>
          </li>
        ))}
      </List>
    </Nav>
  );
}
