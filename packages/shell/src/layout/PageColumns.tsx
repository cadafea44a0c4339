import type { PageWidget } from '@clem/core';
import { Fragment, type ReactNode } from 'react';
import { Grid, Side, Centre, Bottom } from './PageColumnsStyles';
import type { LayoutColumns, SideColumn, SideColumnWidth } from './pageLayout';

/**
 * The desktop page columns (account-and-shell §2 "Desktop layout"): a CSS grid with the left,
 * centre and right columns that `layoutColumns` says render. A server component (no
 * 'use client'); its styles are the static `cl-grid`/`cl-side`/… rules of `layoutCss`, the grid
 * templates arrive as CSS custom properties on the grid.
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
      template={template(columns, false)}
      wideTemplate={template(columns, true)}
    >
      {columns.left ? (
        <Side data-column="left" data-frame-part="column" sticky={sticky}>
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
        <Side data-column="right" data-frame-part="column" sticky={sticky}>
          <Widgets widgets={columns.right.widgets} renderWidget={renderWidget} />
        </Side>
      ) : null}
    </Grid>
  );
}
