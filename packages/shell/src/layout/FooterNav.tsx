'use client';

import { focusRing, VisuallyHidden } from '@clem/ui';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import {
  badgeText,
  footerNavItems,
  selectedFooterItem,
  type FooterItemId,
  type FooterViewport,
} from '../navigation/footerNav';
import { FooterIcon } from './FooterIcon';
import type { FooterSettingsInput } from './footerSettings';
import { FOOTER_NAV_HEIGHT_PX, mediaRules, zIndex } from './tokens';

/**
 * The footer navigation bar (account-and-shell §2 "Footer navigation (mobile)", §9 height 50 px).
 *
 * Both item lists (mobile portrait and desktop/landscape) are rendered and CSS media queries show
 * one, so the server HTML is already right for the viewport: nothing flashes or jumps after
 * hydration. A list with no items hides the whole bar on its viewports.
 *
 * Items: menu, betslip and my bets are buttons that open panels (they carry `aria-expanded` for
 * their panel; their selected look is `data-selected`). Live, pre-events, promos, kiron virtuals
 * and (logged in) my account are links, `aria-current="page"` when selected. Logged out, my
 * account is a button that asks for login. Badges use `badgeText` (99+).
 *
 * Decisions where the spec is silent:
 * - Toggle buttons use `aria-expanded` (they open a panel), not `aria-pressed`.
 * - A promotions target that is absolute (http/https) is a plain link (full page load); a site
 *   path goes through `hrefFor` (locale prefix) and client navigation.
 * - The page must keep room for the bar: `ContentArea` reserves `FOOTER_NAV_HEIGHT_PX` at the
 *   bottom when told the footer shows.
 */

export interface FooterNavProps {
  /** The footer settings (see `footerSettingsInput`). */
  settings: FooterSettingsInput;
  /** The current browser path (with or without locale prefix). */
  pathname: string;
  /** Adds the locale prefix to a site path. */
  hrefFor: (path: string) => string;
  /** The promotions target: a site path (default `/promotions`) or an absolute URL. */
  promotionsTarget?: string;
  loggedIn: boolean;
  menuOpen: boolean;
  betslipOpen: boolean;
  myBetsOpen: boolean;
  /** Selections on the betslip. */
  selectionCount: number;
  /** Open bets of the player. */
  openBetCount: number;
  /** disable_mobile_footer or native content-only: nothing renders. */
  disabled?: boolean;
  onMenu: () => void;
  onBetslip: () => void;
  onMyBets: () => void;
  onLogin: () => void;
}

const Bar = styled.nav<{ $emptyMobile: boolean; $emptyDesktop: boolean }>`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: ${zIndex.footerNav};
  height: ${FOOTER_NAV_HEIGHT_PX}px;
  padding-bottom: env(safe-area-inset-bottom, 0);
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  display: ${({ $emptyMobile }) => ($emptyMobile ? 'none' : 'block')};

  ${mediaRules.desktopOrLandscape} {
    display: ${({ $emptyDesktop }) => ($emptyDesktop ? 'none' : 'block')};
  }
`;

const List = styled.ul<{ $viewport: FooterViewport }>`
  list-style: none;
  margin: 0;
  padding: 0;
  height: 100%;
  display: ${({ $viewport }) => ($viewport === 'mobile-portrait' ? 'flex' : 'none')};

  ${mediaRules.desktopOrLandscape} {
    display: ${({ $viewport }) => ($viewport === 'mobile-portrait' ? 'none' : 'flex')};
    justify-content: flex-end;
  }

  > li {
    flex: 1 1 0;
    min-width: 0;
  }

  ${mediaRules.desktopOrLandscape} {
    > li {
      flex: 0 0 7rem;
    }
  }
`;

const itemCss = `
  position: relative;
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  width: 100%;
  height: 100%;
  padding: 0 2px;
  border: 0;
  background: transparent;
  font: inherit;
  font-size: 0.6875rem;
  line-height: 1.1;
  text-decoration: none;
  cursor: pointer;
`;

/**
 * The selected item keeps the contrast-checked text colour and is marked by weight and a bar in
 * the brand colour (the brand colour as text fails contrast on some brands' surfaces).
 */
const ItemLink = styled(Link)`
  ${itemCss}
  color: ${({ theme }) => theme.colors.textMuted};
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
    box-shadow: inset 0 3px 0 ${({ theme }) => theme.colors.primary};
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
  }
`;

const ItemButton = styled.button`
  ${itemCss}
  color: ${({ theme }) => theme.colors.textMuted};
  &[data-selected='true'],
  &[aria-expanded='true'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
    box-shadow: inset 0 3px 0 ${({ theme }) => theme.colors.primary};
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
  }
`;

const Label = styled.span`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Badge = styled.span`
  position: absolute;
  top: 3px;
  inset-inline-start: calc(50% + 4px);
  min-width: 1.125rem;
  max-width: 2.25rem;
  height: 1.125rem;
  padding: 0 4px;
  box-sizing: border-box;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: 0.625rem;
  font-weight: 700;
  line-height: 1.125rem;
  text-align: center;
`;

const isAbsolute = (target: string) => /^https?:\/\//i.test(target);

export function FooterNav(props: FooterNavProps) {
  const t = useTranslations('layout');
  if (props.disabled) return null;

  const mobileItems = footerNavItems({ ...props.settings, viewport: 'mobile-portrait' });
  const desktopItems = footerNavItems({ ...props.settings, viewport: 'desktop-or-landscape' });
  const overlays = {
    betslipOpen: props.betslipOpen,
    myBetsOpen: props.myBetsOpen,
    rootPageIsPrematch: props.settings.rootPageIsPrematch,
  };

  const content = (item: FooterItemId, label: string, count?: number): ReactNode => {
    const badge = count === undefined ? undefined : badgeText(count);
    return (
      <>
        <FooterIcon item={item} />
        <Label>{label}</Label>
        {badge ? <Badge aria-hidden="true">{badge}</Badge> : null}
        {badge && count !== undefined ? (
          <VisuallyHidden>
            {', '}
            {item === 'betslip'
              ? t('selectionCount', { count: Math.floor(count) })
              : t('openBetCount', { count: Math.floor(count) })}
          </VisuallyHidden>
        ) : null}
      </>
    );
  };

  const link = (item: FooterItemId, href: string, label: string, selected: boolean) => {
    const current = selected ? ('page' as const) : undefined;
    return isAbsolute(href) ? (
      <ItemLink as="a" href={href} aria-current={current} data-item={item}>
        {content(item, label)}
      </ItemLink>
    ) : (
      <ItemLink href={href} aria-current={current} data-item={item}>
        {content(item, label)}
      </ItemLink>
    );
  };

  const renderItem = (item: FooterItemId, selected: boolean): ReactNode => {
    switch (item) {
      case 'menu':
        return (
          <ItemButton
            type="button"
            data-item={item}
            aria-expanded={props.menuOpen}
            onClick={props.onMenu}
          >
            {content(item, t('menu'))}
          </ItemButton>
        );
      case 'live':
        return link(item, props.hrefFor('/live/sport/'), t('live'), selected);
      case 'pre-events':
        return link(item, props.hrefFor('/sports/fixtures'), t('preEvents'), selected);
      case 'betslip':
        return (
          <ItemButton
            type="button"
            data-item={item}
            aria-expanded={props.betslipOpen}
            data-selected={selected}
            onClick={props.onBetslip}
          >
            {content(item, t('betslip'), props.selectionCount)}
          </ItemButton>
        );
      case 'my-bets':
        return (
          <ItemButton
            type="button"
            data-item={item}
            aria-expanded={props.myBetsOpen}
            data-selected={selected}
            onClick={props.onMyBets}
          >
            {content(item, t('myBets'), props.openBetCount)}
          </ItemButton>
        );
      case 'promos': {
        const target = props.promotionsTarget ?? '/promotions';
        return link(
          item,
          isAbsolute(target) ? target : props.hrefFor(target),
          t('promos'),
          selected,
        );
      }
      case 'kiron-virtuals':
        return link(item, props.hrefFor('/sports/kiron'), t('kironVirtuals'), selected);
      case 'my-account':
        return props.loggedIn ? (
          link(item, props.hrefFor('/account'), t('myAccount'), selected)
        ) : (
          <ItemButton type="button" data-item={item} aria-haspopup="dialog" onClick={props.onLogin}>
            {content(item, t('myAccount'))}
          </ItemButton>
        );
    }
  };

  const list = (viewport: FooterViewport, items: FooterItemId[]) => {
    const selected = selectedFooterItem(items, props.pathname, overlays);
    return (
      <List $viewport={viewport} data-viewport={viewport}>
        {items.map((item) => (
          <li key={item}>{renderItem(item, item === selected)}</li>
        ))}
      </List>
    );
  };

  return (
    <Bar
      aria-label={t('footerNav')}
      $emptyMobile={mobileItems.length === 0}
      $emptyDesktop={desktopItems.length === 0}
    >
      {list('mobile-portrait', mobileItems)}
      {list('desktop-or-landscape', desktopItems)}
    </Bar>
  );
}
