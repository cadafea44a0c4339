'use client';

import { useTranslations } from 'next-intl';
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
    <nav className="ch-subheader" aria-label={t('subHeader')}>
      <ul className="ch-subheader-list">
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
      </ul>
    </nav>
  );
}
