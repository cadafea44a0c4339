import type { PageWidget } from '@clem/core';
import { describe, it, expect } from 'vitest';
import {
  isSingleScrollingLayout,
  layoutColumns,
  layoutLookupPath,
  type LayoutColumnsInput,
} from './pageLayout';

const locales = ['en', 'es', 'pt'];

describe('layoutLookupPath', () => {
  it('maps the sports home to section 10001', () => {
    expect(layoutLookupPath('/sports', locales)).toBe('/sports/10001');
    expect(layoutLookupPath('/en/sports/', locales)).toBe('/sports/10001');
    expect(layoutLookupPath('/es/sports?active-coupon=4', locales)).toBe('/sports/10001');
  });

  it('strips the locale prefix, query, hash and trailing slash', () => {
    expect(layoutLookupPath('/pt/live/sport/?x=1#top', locales)).toBe('/live/sport');
    expect(layoutLookupPath('/promotions', locales)).toBe('/promotions');
    expect(layoutLookupPath('/en', locales)).toBe('/');
    expect(layoutLookupPath('', locales)).toBe('/');
  });

  it('keeps a first segment that is not an offered locale', () => {
    expect(layoutLookupPath('/de/sports', locales)).toBe('/de/sports');
    expect(layoutLookupPath('/sports/football', locales)).toBe('/sports/football');
  });

  it('strips any two-letter prefix when no locales are given', () => {
    expect(layoutLookupPath('/kr/sports')).toBe('/sports/10001');
  });
});

const w = (id: number, widget_type: PageWidget['widget_type']): PageWidget => ({
  id,
  widget_type,
  widget_id: null,
});

function layout(column_type: LayoutColumnsInput['column_type']): LayoutColumnsInput {
  return {
    column_type,
    left_column: [w(1, 'navigation_menu')],
    right_column: [w(2, 'betslip')],
    centre_column_bottom: [w(3, 'html_widget')],
  };
}

describe('layoutColumns', () => {
  it('single renders the centre only', () => {
    const columns = layoutColumns(layout('single'));
    expect(columns.left).toBeNull();
    expect(columns.right).toBeNull();
    expect(columns.centreBottom.map((x) => x.id)).toEqual([3]);
  });

  it('side_left and side_right render one side column', () => {
    expect(layoutColumns(layout('side_left'))).toMatchObject({
      left: { widgets: [{ id: 1 }], width: 'regular' },
      right: null,
    });
    expect(layoutColumns(layout('side_right'))).toMatchObject({
      left: null,
      right: { widgets: [{ id: 2 }], width: 'regular' },
    });
  });

  it('triple renders both sides; triple_side_right makes the right one wide', () => {
    expect(layoutColumns(layout('triple'))).toMatchObject({
      left: { width: 'regular' },
      right: { width: 'regular' },
    });
    expect(layoutColumns(layout('triple_side_right'))).toMatchObject({
      left: { widgets: [{ id: 1 }], width: 'narrow' },
      right: { widgets: [{ id: 2 }], width: 'wide' },
    });
  });

  it('without a layout only the content renders', () => {
    expect(layoutColumns(null)).toEqual({
      columnType: 'single',
      left: null,
      right: null,
      centreBottom: [],
    });
  });
});

describe('isSingleScrollingLayout', () => {
  it('reads the layout first, then the settings; default off', () => {
    expect(isSingleScrollingLayout({})).toBe(false);
    expect(isSingleScrollingLayout({}, { single_scrolling_layout: 'true' })).toBe(true);
    expect(
      isSingleScrollingLayout(
        { single_scrolling_layout: false },
        { single_scrolling_layout: true },
      ),
    ).toBe(false);
  });
});
