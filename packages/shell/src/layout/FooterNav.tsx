'use client';

import { safeLinkUrl, type SafeUrl } from '@clem/core';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import type { ReactNode } from 'react';
import {
  badgeText,
  footerNavItems,
  selectedFooterItem,
  type FooterItemId,
  type FooterViewport,
} from '../navigation/footerNav';
import { FooterIcon } from './FooterIcon';
import type { FooterSettingsInput } from './footerSettings';

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
 *   path goes through `hrefFor` (locale prefix) and client navigation. The target passes core's
 *   `safeLinkUrl` first; an unsafe one (`javascript:`, `//host`, `/\host`) gives `/promotions`.
 * - The page must keep room for the bar: `ContentArea` reserves `FOOTER_NAV_HEIGHT_PX` at the
 *   bottom when told the footer shows.
 *
 * Styles: the static `cl-fnav…` rules of `layoutCss` (layoutCss.ts). The selected item keeps the
 * contrast-checked text colour and is marked by weight and a bar in the brand colour (the brand
 * colour as text fails contrast on some brands' surfaces).
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
        <span className="cl-fnav-label">{label}</span>
        {badge ? (
          <span className="cl-fnav-badge" aria-hidden="true">
            {badge}
          </span>
        ) : null}
        {badge && count !== undefined ? (
          <span className="cu-vh">
            {', '}
            {item === 'betslip'
              ? t('selectionCount', { count: Math.floor(count) })
              : t('openBetCount', { count: Math.floor(count) })}
          </span>
        ) : null}
      </>
    );
  };

  const link = (item: FooterItemId, href: string, label: string, selected: boolean) => {
    const current = selected ? ('page' as const) : undefined;
    return isAbsolute(href) ? (
      <a className="cl-fnav-link" href={href} aria-current={current} data-item={item}>
        {content(item, label)}
      </a>
    ) : (
      <Link className="cl-fnav-link" href={href} aria-current={current} data-item={item}>
        {content(item, label)}
      </Link>
    );
  };

  const renderItem = (item: FooterItemId, selected: boolean): ReactNode => {
    switch (item) {
      case 'menu':
        return (
          <button
            className="cl-fnav-btn"
            type="button"
            data-item={item}
            aria-expanded={props.menuOpen}
            onClick={props.onMenu}
          >
            {content(item, t('menu'))}
          </button>
        );
      case 'live':
        return link(item, props.hrefFor('/live/sport/'), t('live'), selected);
      case 'pre-events':
        return link(item, props.hrefFor('/sports/fixtures'), t('preEvents'), selected);
      case 'betslip':
        return (
          <button
            className="cl-fnav-btn"
            type="button"
            data-item={item}
            aria-expanded={props.betslipOpen}
            data-selected={selected}
            onClick={props.onBetslip}
          >
            {content(item, t('betslip'), props.selectionCount)}
          </button>
        );
      case 'my-bets':
        return (
          <button
            className="cl-fnav-btn"
            type="button"
            data-item={item}
            aria-expanded={props.myBetsOpen}
            data-selected={selected}
            onClick={props.onMyBets}
          >
            {content(item, t('myBets'), props.openBetCount)}
          </button>
        );
      case 'promos': {
        // The operator's target through core's one URL rule; an unsafe one gives the default.
        const target: SafeUrl = safeLinkUrl(props.promotionsTarget) ?? {
          kind: 'site',
          path: '/promotions',
        };
        return link(
          item,
          target.kind === 'external' ? target.href : props.hrefFor(target.path),
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
          <button
            className="cl-fnav-btn"
            type="button"
            data-item={item}
            aria-haspopup="dialog"
            onClick={props.onLogin}
          >
            {content(item, t('myAccount'))}
          </button>
        );
    }
  };

  const list = (viewport: FooterViewport, items: FooterItemId[]) => {
    const selected = selectedFooterItem(items, props.pathname, overlays);
    return (
      <ul className="cl-fnav-list" data-viewport={viewport}>
        {items.map((item) => (
          <li key={item}>{renderItem(item, item === selected)}</li>
        ))}
      </ul>
    );
  };

  return (
    <nav
      className={[
        'cl-fnav',
        mobileItems.length === 0 ? 'cl-fnav-empty-mobile' : '',
        desktopItems.length === 0 ? 'cl-fnav-empty-desktop' : '',
      ]
        .filter(Boolean)
        .join(' ')}
      aria-label={t('footerNav')}
    >
      {list('mobile-portrait', mobileItems)}
      {list('desktop-or-landscape', desktopItems)}
    </nav>
  );
}
