import type { ColumnType, PageLayoutResponse, PageWidget } from '@clem/core';
import { appPathOf } from './paths';
import { readBool, type RawSettings } from './settingValues';

/**
 * Desktop page layouts (account-and-shell §2 "Desktop layout", "Routes and links": a page layout
 * is looked up by URL pattern for sports section 10001 and by the name Default).
 *
 * The lead fetches `GET /api/page_layouts?url={layoutLookupPath(…)}` and, on 404, the layout
 * named `Default` (`DEFAULT_LAYOUT_NAME`); `layoutColumns` then says which columns render.
 *
 * Decisions where the spec is silent:
 * - `/sports` (prematch home) is the Homepage pseudo-category, section 10001, so its lookup path
 *   is `/sports/10001`. The bare root `/` is looked up as `/` (no layout pattern names it; the
 *   Default layout applies) — the app redirects `/` to its root page anyway.
 * - column_type: single = centre only; side_left = left + centre; side_right = centre + right;
 *   triple = left + centre + right with equal side columns; triple_side_right = the same three
 *   columns but the right column is the wide one (it carries the live stream player and the
 *   betslip on live pages), so the left column is narrow. A column that the column type does not
 *   render is `null` even when the CMS sent widgets for it; a rendered column may be empty.
 * - single_scrolling_layout: when on, the whole page scrolls as one (side columns scroll away
 *   with the content); when off (default) the side columns stick below the header and scroll on
 *   their own. It is read from the layout object (if the CMS sends it) or else the settings.
 */

export const DEFAULT_LAYOUT_NAME = 'Default';
export const HOMEPAGE_SECTION_ID = 10001;

/** The path the layout lookup uses for a browser path (see the module comment). */
export function layoutLookupPath(pathname: string, locales?: readonly string[]): string {
  const path = appPathOf(pathname, locales);
  return path === '/sports' ? `/sports/${HOMEPAGE_SECTION_ID}` : path;
}

/** The width class of a side column: `narrow` 240 px, `regular` 300 px, `wide` 360 px. */
export type SideColumnWidth = 'narrow' | 'regular' | 'wide';

export interface SideColumn {
  widgets: PageWidget[];
  width: SideColumnWidth;
}

export interface LayoutColumns {
  columnType: ColumnType;
  /** `null` when the column type has no left column. */
  left: SideColumn | null;
  /** `null` when the column type has no right column. */
  right: SideColumn | null;
  /** Widgets under the page content (every column type). */
  centreBottom: PageWidget[];
}

/** The layout fields `layoutColumns` reads (a full layout response fits). */
export type LayoutColumnsInput = Pick<
  PageLayoutResponse,
  'column_type' | 'left_column' | 'right_column' | 'centre_column_bottom'
>;

const hasLeft: Record<ColumnType, SideColumnWidth | null> = {
  single: null,
  side_left: 'regular',
  side_right: null,
  triple: 'regular',
  triple_side_right: 'narrow',
};
const hasRight: Record<ColumnType, SideColumnWidth | null> = {
  single: null,
  side_left: null,
  side_right: 'regular',
  triple: 'regular',
  triple_side_right: 'wide',
};

const list = (widgets: readonly PageWidget[] | undefined | null): PageWidget[] =>
  Array.isArray(widgets) ? [...widgets] : [];

/** Which columns render for the layout, each with its widgets. No layout: content only. */
export function layoutColumns(layout: LayoutColumnsInput | null | undefined): LayoutColumns {
  if (!layout) return { columnType: 'single', left: null, right: null, centreBottom: [] };
  const columnType: ColumnType = layout.column_type in hasLeft ? layout.column_type : 'single';
  const leftWidth = hasLeft[columnType];
  const rightWidth = hasRight[columnType];
  return {
    columnType,
    left: leftWidth ? { widgets: list(layout.left_column), width: leftWidth } : null,
    right: rightWidth ? { widgets: list(layout.right_column), width: rightWidth } : null,
    centreBottom: list(layout.centre_column_bottom),
  };
}

/** single_scrolling_layout from the layout (when present there) or the settings; default off. */
export function isSingleScrollingLayout(
  layout: Readonly<Record<string, unknown>> | null | undefined,
  settings?: RawSettings,
): boolean {
  const fromLayout = layout?.single_scrolling_layout;
  if (fromLayout !== undefined && fromLayout !== null) return readBool(fromLayout, false);
  return readBool(settings?.single_scrolling_layout, false);
}
