'use client';

import { useId, useState, type FocusEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { styled } from 'styled-components';
import { focusRing, visuallyHidden } from '@clem/ui';
import { desktopMenuState } from './desktopMenuState';
import { MenuIcon } from './MenuIcon';
import { DESKTOP_NOT_WIDE_QUERY, useMediaQuery } from './useMediaQuery';

/** Above page content while the collapsed column is temporarily expanded over it. */
const PEEK_Z_INDEX = 20;

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

const Column = styled.aside<{ $width: number }>`
  position: relative;
  flex: none;
  box-sizing: border-box;
  width: ${({ $width }) => $width}px;
  min-height: 100%;
  transition: width 150ms ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Panel = styled.div<{ $width: number; $temporary: boolean }>`
  position: ${({ $temporary }) => ($temporary ? 'absolute' : 'relative')};
  inset-block: 0;
  inset-inline-start: 0;
  z-index: ${({ $temporary }) => ($temporary ? PEEK_Z_INDEX : 'auto')};
  box-sizing: border-box;
  width: ${({ $width }) => $width}px;
  min-height: 100%;
  overflow-x: hidden;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ $temporary }) => ($temporary ? '4px 0 16px rgb(0 0 0 / 0.2)' : 'none')};

  /* Collapsed: icons only. Labels stay the accessible names; sub-menus and long lists wait until
     the column expands (hover or focus expands it at once). */
  &[data-collapsed='true'] {
    [data-menu-label] {
      ${visuallyHidden}
    }

    [data-menu-submenu],
    [data-menu-hide-collapsed],
    [data-chevron] {
      display: none;
    }
  }
`;

const ToggleButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 46px;
  height: 2.75rem;
  margin-inline-start: auto;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  ${focusRing}

  &:focus-visible {
    outline-offset: -2px;
  }

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }

  svg {
    transform: rotate(90deg);
  }

  &[aria-expanded='false'] svg {
    transform: rotate(-90deg);
  }
`;

/**
 * The desktop side menu column (account-and-shell §2 "The desktop menu is collapsible and expands
 * on hover", §4 forced collapse, §9 280 px / 46 px). Collapsed, it shows icons only (labels are
 * visually hidden but still name the links) and expands over the page while hovered or while
 * keyboard focus is inside, without changing `expanded`.
 *
 * On desktop widths below wide (1024–1365 px) it is forced collapsed and the toggle is not
 * rendered (it could not change anything); see desktopMenuState for the rules.
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
    <Column
      className={className}
      aria-label={t('sideMenu')}
      $width={state.layoutWidth}
      data-state={state.showsLabels ? 'expanded' : 'collapsed'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={onBlur}
    >
      <Panel
        $width={state.panelWidth}
        $temporary={state.temporary}
        data-collapsed={state.showsLabels ? 'false' : 'true'}
        data-temporary={state.temporary ? 'true' : 'false'}
      >
        {state.toggleAvailable ? (
          <ToggleButton
            type="button"
            aria-expanded={state.toggleExpanded}
            aria-controls={panelId}
            aria-label={state.toggleExpanded ? t('collapseMenu') : t('expandMenu')}
            onClick={() => onExpandedChange(!state.toggleExpanded)}
          >
            <MenuIcon name="chevron" size={18} />
          </ToggleButton>
        ) : null}
        <div id={panelId}>{children}</div>
      </Panel>
    </Column>
  );
}
