'use client';

import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { styled } from 'styled-components';
import { dateTimeText, isThirdPartyTag, useDisplayTimeZone, type EventPathNode } from '@clem/core';
import { focusRing, visuallyHidden } from '@clem/ui';
import type { SideMenuItem, SideMenuTier } from '../navigation/sideMenu';
import { AzSports, azSectionPathFor } from './AzSports';
import { MenuIcon } from './MenuIcon';
import {
  interactiveRow,
  isCurrentLink,
  MenuEntry,
  MenuHeading,
  MenuLabel,
  MenuList,
  MenuSection,
  type ResolveMenuHref,
} from './menuLinks';
import { sectionPathTo, toggleSection, type SectionPath } from './menuSections';
import { SessionClock } from './SessionClock';

export interface SideMenuTiersProps {
  /** What `sideMenuTiers` answered, top to bottom. */
  tiers: readonly SideMenuTier[];
  /** The lead's link helper; items whose link resolves to null render as text. */
  resolveHref: ResolveMenuHref;
  /** The current page's path (as resolved hrefs read): its link gets aria-current="page". */
  currentPath?: string | undefined;
  /** The event path tree for AZ Sports (tier 6). */
  sportTree?: readonly EventPathNode[] | undefined;
  /** Tier 5: the settings panel shown in the popover. */
  settingsContent?: ReactNode;
  /** Tier 1: the language selector (shown when the tier says so). */
  languageSelector?: ReactNode;
  /** Tier 1: the brand logo (usually a link home). */
  logo?: ReactNode;
  /** Tier 1: the account link (a CMS-style link for `resolveHref`); default `/account`. */
  accountLink?: string | undefined;
  /** Tier 1: the close button; not rendered without it. */
  onClose?: (() => void) | undefined;
  /** Tier 9: the logout button. */
  onLogout?: (() => void) | undefined;
  /** Called when a link in the menu is followed (the drawer closes on it). */
  onNavigate?: (() => void) | undefined;
  /** Tier 8: when the session started (epoch ms); the clock ticks only with it. */
  loginTime?: number | null | undefined;
  /** The clock the session clock reads (default Date.now). */
  now?: (() => number) | undefined;
  className?: string;
}

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};

  & > * + * {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Block = styled.div`
  padding: ${({ theme }) => theme.space(1)} 0;
`;

const MobileHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Logo = styled.div`
  display: flex;
  align-items: center;
  min-width: 0;
  margin-inline-end: auto;
`;

const HeaderLink = styled.div`
  flex-basis: 100%;
  order: 1;

  a,
  span {
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Strip = styled.ul`
  display: flex;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;

  li {
    flex: 1 1 0;
    min-width: 0;
  }

  a,
  span {
    flex-direction: column;
    justify-content: center;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(1)};
    font-size: 0.75rem;
    text-align: center;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

const Tag = styled.span`
  flex: none;
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: 0.6875rem;
  font-weight: 700;
  line-height: 1.25rem;
  text-transform: uppercase;
`;

/**
 * The settings popup (tier 5, phones and tablets only) is a Radix Popover in its own module, so
 * the desktop menu, which never shows it, does not ship it.
 */
const SettingsPopup = lazy(() =>
  import('./SettingsPopup').then((module) => ({ default: module.SettingsPopup })),
);

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  font-size: 0.875rem;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

const LogoutButton = styled.button`
  ${interactiveRow}
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const HiddenHeading = styled.h2`
  ${visuallyHidden}
`;

/** The key of an item's section path (ids may repeat across tiers; the tier prefix separates them). */
const keyOf = (item: SideMenuItem) => String(item.id);

interface ItemListProps {
  items: readonly SideMenuItem[];
  /** The section path above these items, starting with the tier key. */
  above: readonly string[];
  depth: number;
  openPath: SectionPath;
  toggle: (path: SectionPath) => void;
  baseId: string;
  common: CommonLinkProps;
}

interface CommonLinkProps {
  resolveHref: ResolveMenuHref;
  currentPath: string | undefined;
  onNavigate: (() => void) | undefined;
}

/** CMS items; an item with children is a toggle revealing them (only one open across the menu). */
function ItemList({ items, above, depth, openPath, toggle, baseId, common }: ItemListProps) {
  return (
    <MenuList>
      {items.map((item) => {
        const content = (
          <>
            <MenuIcon name={item.icon} />
            <MenuLabel>{item.title}</MenuLabel>
            {item.tag && !item.tag.includes('-') && !isThirdPartyTag(item.tag.toLowerCase()) ? (
              <Tag aria-hidden="true">{item.tag}</Tag>
            ) : null}
          </>
        );
        if (item.children.length === 0) {
          return (
            <li key={item.id}>
              <MenuEntry
                link={item.link}
                resolveHref={common.resolveHref}
                openInParentFrame={item.openInParentFrame}
                currentPath={common.currentPath}
                onNavigate={common.onNavigate}
              >
                {content}
              </MenuEntry>
            </li>
          );
        }
        const path = [...above, keyOf(item)];
        return (
          <li key={item.id}>
            <MenuSection
              path={path}
              openPath={openPath}
              toggle={toggle}
              baseId={baseId}
              depth={depth + 1}
              label={content}
              cmsSubmenu
            >
              <ItemList
                items={item.children}
                above={path}
                depth={depth + 1}
                openPath={openPath}
                toggle={toggle}
                baseId={baseId}
                common={common}
              />
            </MenuSection>
          </li>
        );
      })}
    </MenuList>
  );
}

/**
 * The player's last login in core's one date shape, DD/MM/YYYY HH:mm in the player's time zone
 * (raw text if unparsable).
 */
function LastLogin({ value }: { value: string }) {
  const timeZone = useDisplayTimeZone();
  const date = new Date(value);
  const text = dateTimeText(date, timeZone);
  if (text === undefined) return <>{value}</>;
  return <time dateTime={date.toISOString()}>{text}</time>;
}

/** The section to open at first: the one holding the current page, if any. */
function initialOpenPath(props: SideMenuTiersProps): string[] {
  const { currentPath, resolveHref } = props;
  if (currentPath === undefined) return [];
  const matches = (item: SideMenuItem) => isCurrentLink(item.link, resolveHref, currentPath);
  for (const tier of props.tiers) {
    if (tier.kind === 'main' || tier.kind === 'third-party' || tier.kind === 'bottom') {
      const path = sectionPathTo(tier.items, keyOf, matches);
      if (path.length > 0) return [tier.kind, ...path];
    }
  }
  if (props.tiers.some((tier) => tier.kind === 'az-sports')) {
    return azSectionPathFor(props.sportTree ?? [], resolveHref, currentPath);
  }
  return [];
}

/**
 * The side menu's tiers (account-and-shell §2 "Side menu, top to bottom"), rendered exactly as
 * `sideMenuTiers` answers them, as one navigation landmark. Presentational: every text comes from
 * the `menu` messages or the CMS, every action goes out through a prop.
 *
 * Decisions where the spec is silent:
 * - One open path serves the whole menu (main, third-party and bottom sub-menus and AZ Sports),
 *   so opening any section closes the others ("only one toggled submenu section open at a time");
 *   AZ Sports keeps a sport open while one of its countries opens. The section holding the
 *   current page starts open.
 * - An item with children is only a toggle (its own link is not offered); the top icon strip
 *   shows items without their children (a row of shortcuts has no room for sub-menus).
 * - CMS tags without a dash (e.g. "NEW", "LIVE") show as a small badge; third-party tags (and
 *   any dashed tag) are feature
 *   keys of third-party items (kiron-virtuals, …), not labels.
 * - The session clock ticks only when `loginTime` is given; otherwise the tier's hh:mm:ss text
 *   shows as it was computed.
 * - Section headings: Quick links, Settings (the button) and AZ Sports are titled; the other tiers
 *   are plain lists (their CMS titles speak for themselves).
 */
export function SideMenuTiers(props: SideMenuTiersProps) {
  const {
    tiers,
    resolveHref,
    currentPath,
    sportTree,
    settingsContent,
    languageSelector,
    logo,
    accountLink = '/account',
    onClose,
    onLogout,
    onNavigate,
    loginTime,
    now,
    className,
  } = props;
  const t = useTranslations('menu');
  const baseId = useId();
  const [openPath, setOpenPath] = useState<string[]>(() => initialOpenPath(props));
  const toggle = (path: SectionPath) => setOpenPath((current) => toggleSection(current, path));
  const common: CommonLinkProps = { resolveHref, currentPath, onNavigate };

  const renderTier = (tier: SideMenuTier): ReactNode => {
    switch (tier.kind) {
      case 'mobile-header':
        return (
          <MobileHeader key="mobile-header" data-menu-tier={tier.kind}>
            <Logo>{logo}</Logo>
            {tier.languageSelector ? languageSelector : null}
            {onClose ? (
              <IconButton type="button" aria-label={t('closeMenu')} onClick={onClose}>
                <MenuIcon name="close" />
              </IconButton>
            ) : null}
            {tier.accountLink ? (
              <HeaderLink>
                <MenuEntry
                  link={accountLink}
                  resolveHref={resolveHref}
                  currentPath={currentPath}
                  onNavigate={onNavigate}
                >
                  <MenuIcon name="account" />
                  <MenuLabel>{t('account')}</MenuLabel>
                </MenuEntry>
              </HeaderLink>
            ) : null}
          </MobileHeader>
        );
      case 'top-icons':
        return (
          <Strip key="top-icons" aria-label={t('shortcuts')} data-menu-tier={tier.kind}>
            {tier.items.map((item) => (
              <li key={item.id}>
                <MenuEntry
                  link={item.link}
                  resolveHref={resolveHref}
                  openInParentFrame={item.openInParentFrame}
                  currentPath={currentPath}
                  onNavigate={onNavigate}
                >
                  <MenuIcon name={item.icon} size={24} />
                  <MenuLabel>{item.title}</MenuLabel>
                </MenuEntry>
              </li>
            ))}
          </Strip>
        );
      case 'main':
      case 'third-party':
        return (
          <Block key={tier.kind} data-menu-tier={tier.kind}>
            {tier.kind === 'third-party' ? <HiddenHeading>{t('moreGames')}</HiddenHeading> : null}
            <ItemList
              items={tier.items}
              above={[tier.kind]}
              depth={0}
              openPath={openPath}
              toggle={toggle}
              baseId={baseId}
              common={common}
            />
          </Block>
        );
      case 'quick-links': {
        const headingId = `${baseId}-quick-links`;
        return (
          <Block
            as="section"
            key="quick-links"
            aria-labelledby={headingId}
            data-menu-tier={tier.kind}
          >
            <MenuHeading id={headingId} data-menu-label="">
              {t('quickLinks')}
            </MenuHeading>
            <div data-menu-hide-collapsed="">
              <ItemList
                items={tier.items}
                above={[tier.kind]}
                depth={0}
                openPath={openPath}
                toggle={toggle}
                baseId={baseId}
                common={common}
              />
            </div>
          </Block>
        );
      }
      case 'settings':
        return (
          <Block key="settings" data-menu-tier={tier.kind}>
            <Suspense fallback={null}>
              <SettingsPopup label={t('settings')}>{settingsContent}</SettingsPopup>
            </Suspense>
          </Block>
        );
      case 'az-sports':
        return (
          <AzSports
            key="az-sports"
            nodes={sportTree ?? []}
            resolveHref={resolveHref}
            currentPath={currentPath}
            openPath={openPath}
            onOpenPathChange={setOpenPath}
            onNavigate={onNavigate}
          />
        );
      case 'bottom':
        return (
          <Block key="bottom" data-menu-tier={tier.kind}>
            {tier.sessionClock !== null || tier.lastLogin !== null ? (
              <Facts data-menu-hide-collapsed="">
                {tier.sessionClock !== null ? (
                  <>
                    <dt>{t('session')}</dt>
                    <dd>
                      {typeof loginTime === 'number' ? (
                        <SessionClock loginTime={loginTime} now={now} />
                      ) : (
                        tier.sessionClock
                      )}
                    </dd>
                  </>
                ) : null}
                {tier.lastLogin !== null ? (
                  <>
                    <dt>{t('lastLogin')}</dt>
                    <dd>
                      <LastLogin value={tier.lastLogin} />
                    </dd>
                  </>
                ) : null}
              </Facts>
            ) : null}
            {tier.items.length > 0 ? (
              <ItemList
                items={tier.items}
                above={[tier.kind]}
                depth={0}
                openPath={openPath}
                toggle={toggle}
                baseId={baseId}
                common={common}
              />
            ) : null}
          </Block>
        );
      case 'logout':
        return (
          <Block key="logout" data-menu-tier={tier.kind}>
            <LogoutButton type="button" onClick={onLogout}>
              <MenuIcon name="logout" />
              <MenuLabel>{t('logout')}</MenuLabel>
            </LogoutButton>
          </Block>
        );
    }
  };

  return (
    <Nav aria-label={t('navLabel')} className={className}>
      {tiers.map(renderTier)}
    </Nav>
  );
}
