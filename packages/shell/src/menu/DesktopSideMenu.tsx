'use client';

import { useId, useState, type FocusEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { desktopMenuState } from './desktopMenuState';
import { ChevronIcon } from './ChevronIcon';
import { DESKTOP_NOT_WIDE_QUERY, useMediaQuery } from './useMediaQuery';
import { withClass } from '@clem/ui/tokens';

export interface DesktopSideMenuProps {
  /** The player's choice (menu slice; open by default). */
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  /**
   * Overrides the media query (1024–1365 px forces the column collapsed), e.g. for stories or a
   * layout that already knows. Undefined: the viewport decides.
   */
  forceCollapsed?: boolean | undefined;
  /** The tiers (`SideMenuTiers`). */
  children: ReactNode;
  className?: string;
}

/**
 * The desktop side menu column (account-and-shell §2 "The desktop menu is collapsible and expands
 * on hover", §4 forced collapse, §9 280 px / 46 px). Collapsed, it shows icons only (labels are
 * visually hidden but still name the links) and expands over the page while hovered or while
 * keyboard focus is inside, without changing `expanded`.
 *
 * On desktop widths below wide (1024–1365 px) it is forced collapsed and the toggle is not
 * rendered (it could not change anything); see desktopMenuState for the rules.
 *
 * Styles: the static `cl-dsm…` rules of `layoutCss` (layout/layoutCss.ts). The column's and the
 * panel's widths (280 / 46 px, from the state) are inline `width`s; the panel's
 * `data-collapsed` hides labels, sub-menus and chevrons (icons only), its `data-temporary`
 * lays it over the page (above page content, with a shadow) while it peeks.
 */
export function DesktopSideMenu({
  expanded,
  onExpandedChange,
  forceCollapsed,
  children,
  className,
}: DesktopSideMenuProps) {
  const t = useTranslations('menu');
  const panelId = useId();
  const notWide = useMediaQuery(DESKTOP_NOT_WIDE_QUERY);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const state = desktopMenuState({
    expanded,
    forcedCollapsed: forceCollapsed ?? notWide,
    hovered,
    focusWithin,
  });

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) setFocusWithin(false);
  };

  return (
    <aside
      className={withClass('cl-dsm', className)}
      style={{ width: state.layoutWidth }}
      aria-label={t('sideMenu')}
      data-state={state.showsLabels ? 'expanded' : 'collapsed'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={onBlur}
    >
      <div
        className="cl-dsm-panel"
        style={{ width: state.panelWidth }}
        data-collapsed={state.showsLabels ? 'false' : 'true'}
        data-temporary={state.temporary ? 'true' : 'false'}
      >
        {state.toggleAvailable ? (
          <button
            className="cl-dsm-toggle"
            type="button"
            aria-expanded={state.toggleExpanded}
            aria-controls={panelId}
            aria-label={state.toggleExpanded ? t('collapseMenu') : t('expandMenu')}
            onClick={() => onExpandedChange(!state.toggleExpanded)}
          >
            <ChevronIcon size={18} />
          </button>
        ) : null}
        <div id={panelId}>{children}</div>
      </div>
    </aside>
  );
}
