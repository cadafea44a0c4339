import type { PageWidget } from '@clem/core';
import { clemTheme } from '@clem/ui';
import { Fragment, type ReactNode } from 'react';
import { styled } from 'styled-components';
import type { LayoutColumns, SideColumn, SideColumnWidth } from './pageLayout';
import { mediaRules } from './tokens';

/**
 * The desktop page columns (account-and-shell §2 "Desktop layout"): a CSS grid with the left,
 * centre and right columns that `layoutColumns` says render. A server component (no
 * 'use client'), so its styles read the fixed token values (CSS variables), not the theme
 * context.
 *
 * - From 1024 px the side columns show; below it only the centre (content and
 *   `centre_column_bottom`) renders visibly — the side columns are `display: none`, so their
 *   widgets are not in the accessibility tree either. Mobile has its own menu, betslip and footer.
 * - Side widths: narrow 240 px, regular 300 px (320 px from 1366), wide 360 px (400 px from 1366).
 *   A left column holding the navigation menu is `auto` wide: the desktop menu sets its own width
 *   (280 px, collapsed 46 px).
 * - Unless `singleScrolling`, side columns stick below the header (`--clem-header-height`, set by
 *   the header; 0 when unset) and scroll on their own; with `single_scrolling_layout` the whole
 *   page scrolls as one.
 */

export interface PageColumnsProps {
  /** From `layoutColumns(layout)`. */
  columns: LayoutColumns;
  /** Renders one widget (the lead maps widget types to components and slots). */
  renderWidget: (widget: PageWidget) => ReactNode;
  /** single_scrolling_layout (see `isSingleScrollingLayout`). */
  singleScrolling?: boolean;
  /** The page content. */
  children: ReactNode;
}

const widthPx: Record<SideColumnWidth, [number, number]> = {
  narrow: [240, 240],
  regular: [300, 320],
  wide: [360, 400],
};

function track(column: SideColumn | null, wide: boolean): string | null {
  if (!column) return null;
  if (column.widgets.some((widget) => widget.widget_type === 'navigation_menu')) return 'auto';
  return `${widthPx[column.width][wide ? 1 : 0]}px`;
}

function template(columns: LayoutColumns, wide: boolean): string {
  return [track(columns.left, wide), 'minmax(0, 1fr)', track(columns.right, wide)]
    .filter((part): part is string => part !== null)
    .join(' ');
}

const Grid = styled.div<{ $template: string; $wideTemplate: string }>`
  display: block;

  ${mediaRules.desktop} {
    display: grid;
    grid-template-columns: ${({ $template }) => $template};
    gap: ${clemTheme.space(4)};
    align-items: start;
  }

  ${mediaRules.wide} {
    grid-template-columns: ${({ $wideTemplate }) => $wideTemplate};
  }
`;

const Side = styled.div<{ $sticky: boolean }>`
  display: none;

  ${mediaRules.desktop} {
    display: flex;
    flex-direction: column;
    gap: ${clemTheme.space(4)};
    min-width: 0;
    ${({ $sticky }) =>
      $sticky
        ? `position: sticky;
    top: var(--clem-header-height, 0px);
    max-height: calc(100vh - var(--clem-header-height, 0px));
    overflow-y: auto;
    overscroll-behavior: contain;`
        : ''}
  }
`;

const Centre = styled.div`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${clemTheme.space(4)};
`;

const Bottom = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${clemTheme.space(4)};
`;

function Widgets({
  widgets,
  renderWidget,
}: {
  widgets: readonly PageWidget[];
  renderWidget: (widget: PageWidget) => ReactNode;
}) {
  return widgets.map((widget) => (
    <Fragment key={String(widget.id)}>{renderWidget(widget)}</Fragment>
  ));
}

export function PageColumns({
  columns,
  renderWidget,
  singleScrolling = false,
  children,
}: PageColumnsProps) {
  const sticky = !singleScrolling;
  return (
    <Grid
      data-column-type={columns.columnType}
      $template={template(columns, false)}
      $wideTemplate={template(columns, true)}
    >
      {columns.left ? (
        <Side data-column="left" $sticky={sticky}>
          <Widgets widgets={columns.left.widgets} renderWidget={renderWidget} />
        </Side>
      ) : null}
      <Centre data-column="centre">
        {children}
        {columns.centreBottom.length > 0 ? (
          <Bottom data-column="centre-bottom">
            <Widgets widgets={columns.centreBottom} renderWidget={renderWidget} />
          </Bottom>
        ) : null}
      </Centre>
      {columns.right ? (
        <Side data-column="right" $sticky={sticky}>
          <Widgets widgets={columns.right.widgets} renderWidget={renderWidget} />
        </Side>
      ) : null}
    </Grid>
  );
}
