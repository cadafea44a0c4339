'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { styled, css } from 'styled-components';
import { focusRingInset } from '@clem/ui';
import { MenuIcon } from './MenuIcon';
import { isSectionOpen, type SectionPath } from './menuSections';

/** Where a CMS link leads, as the lead's link helper answers it. */
export interface ResolvedMenuLink {
  href: string;
  kind: 'internal' | 'external' | 'plain';
}

/** The lead's link helper: a CMS link to an href, or null when it leads nowhere usable. */
export type ResolveMenuHref = (link: string) => ResolvedMenuLink | null;

/**
 * One row of the menu: links, toggles and plain text share it. At least 44 px high (touch
 * target); the icon sits in a 20 px slot so a 46 px collapsed column shows icons only.
 */
export const menuRow = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  box-sizing: border-box;
  width: 100%;
  min-height: 2.75rem;
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  /* Sub-menus indent their rows by setting --clem-menu-indent on their panel. */
  padding-inline-start: ${({ theme }) => `calc(${theme.space(3)} + var(--clem-menu-indent, 0rem))`};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  text-decoration: none;
  ${focusRingInset}

  svg {
    flex: none;
  }
`;

export const interactiveRow = css`
  ${menuRow}
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }

  /* Text stays on the contrast-guaranteed pair; the bar in primary marks the current page. */
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

const RowLink = styled.a`
  ${interactiveRow}
`;

/** Same-app links navigate client-side; a menu holds many, so none is prefetched. */
const RowNextLink = styled(Link)`
  ${interactiveRow}
`;

const RowText = styled.span`
  ${menuRow}
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** An item's text; the desktop column hides it visually (still the accessible name) when collapsed. */
/* Block (a flex item is anyway) so a following count reads as a separate word. */
const Label = styled.span`
  display: block;
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export function MenuLabel({ children }: { children: ReactNode }) {
  return <Label data-menu-label="">{children}</Label>;
}

export interface MenuEntryProps {
  /** The CMS link; null (or a link the helper cannot resolve) renders the row as text. */
  link: string | null;
  resolveHref: ResolveMenuHref;
  /** CMS open_in_parent_frame: the link opens with target `_top`. */
  openInParentFrame?: boolean;
  /** The current page's path: the link to it gets aria-current="page". */
  currentPath?: string | undefined;
  /** Called when the link is followed (the drawer closes on it). */
  onNavigate?: (() => void) | undefined;
  className?: string;
  children: ReactNode;
}

/** True when `link` resolves to the current page. */
export function isCurrentLink(
  link: string | null,
  resolveHref: ResolveMenuHref,
  currentPath: string | undefined,
): boolean {
  if (link === null || currentPath === undefined) return false;
  return resolveHref(link)?.href === currentPath;
}

/**
 * A menu row leading to a CMS link. External links get rel="noopener noreferrer"; only
 * open_in_parent_frame links change the target (`_top`, out of an embedding frame): the spec
 * gives no other target, so everything else opens in place.
 */
export function MenuEntry({
  link,
  resolveHref,
  openInParentFrame = false,
  currentPath,
  onNavigate,
  className,
  children,
}: MenuEntryProps) {
  const resolved = link === null ? null : resolveHref(link);
  if (!resolved) return <RowText className={className}>{children}</RowText>;
  const current = currentPath !== undefined && resolved.href === currentPath;
  if (resolved.kind === 'internal' && !openInParentFrame) {
    return (
      <RowNextLink
        className={className}
        href={resolved.href}
        prefetch={false}
        aria-current={current ? 'page' : undefined}
        onClick={onNavigate}
      >
        {children}
      </RowNextLink>
    );
  }
  return (
    <RowLink
      className={className}
      href={resolved.href}
      target={openInParentFrame ? '_top' : undefined}
      rel={resolved.kind === 'external' ? 'noopener noreferrer' : undefined}
      aria-current={current ? 'page' : undefined}
      onClick={onNavigate}
    >
      {children}
    </RowLink>
  );
}

/** A titled menu section's heading (Quick links, AZ Sports): small, upper case, muted. */
export const MenuHeading = styled.h2`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A list of menu rows, without bullets or indent. */
export const MenuList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A row that opens a sub-menu; its chevron (in a `data-chevron` slot) turns when it is open. */
export const MenuToggle = styled.button`
  ${interactiveRow}

  [data-chevron] {
    display: inline-flex;
    transition: transform 150ms ease;
  }

  &[aria-expanded='true'] [data-chevron] {
    transform: rotate(180deg);
  }

  @media (prefers-reduced-motion: reduce) {
    [data-chevron] {
      transition: none;
    }
  }
`;

/** The panel a toggle opens: its rows indent by `$depth` steps. */
export const SubMenu = styled.div<{ $depth: number }>`
  --clem-menu-indent: ${({ theme, $depth }) => theme.space($depth * 4)};
  background: ${({ theme }) => theme.colors.background};

  &[hidden] {
    display: none;
  }
`;

export interface MenuSectionProps {
  /** The section's path in the menu's one open path (see menuSections). */
  path: SectionPath;
  /** The menu's open path: the section is open when it lies on it. */
  openPath: SectionPath;
  toggle: (path: SectionPath) => void;
  /** The menu's id prefix; the panel's id is made of it and the path. */
  baseId: string;
  /** How many steps the panel's rows indent. */
  depth: number;
  /** The toggle row's content (icon, label, count); the chevron follows it. */
  label: ReactNode;
  /** A CMS sub-menu: the collapsed desktop column hides it (`data-menu-submenu`). */
  cmsSubmenu?: boolean;
  /** The panel's rows, rendered only while it is open (big trees stay light). */
  children: ReactNode;
}

/**
 * A menu row that opens and closes a sub-menu below it: a button with `aria-expanded` and
 * `aria-controls`, then the panel it controls. Used by the CMS tiers and by AZ Sports alike.
 */
export function MenuSection({
  path,
  openPath,
  toggle,
  baseId,
  depth,
  label,
  cmsSubmenu = false,
  children,
}: MenuSectionProps) {
  const open = isSectionOpen(openPath, path);
  const panelId = `${baseId}-${path.join('-')}`;
  return (
    <>
      <MenuToggle
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => toggle(path)}
      >
        {label}
        <span data-chevron="" aria-hidden="true">
          <MenuIcon name="chevron" size={16} />
        </span>
      </MenuToggle>
      <SubMenu
        id={panelId}
        hidden={!open}
        $depth={depth}
        data-menu-submenu={cmsSubmenu ? '' : undefined}
      >
        {open ? children : null}
      </SubMenu>
    </>
  );
}
