import { describe, it, expect } from 'vitest';
import {
  initialNewsPopupState,
  newsPopupKey,
  newsPopupReducer,
  type NewsPopupData,
} from './newsPopupState';

const data: NewsPopupData = {
  id: 7,
  title: 'News',
  pages: [
    { id: 1, title: 'One', content: '<p>1</p>' },
    { id: 2, title: 'Two', content: '<p>2</p>' },
    { id: 3, title: 'Three', content: '<p>3</p>' },
  ],
};

describe('newsPopupReducer', () => {
  it('setting data shows it at page 0', () => {
    const other: NewsPopupData = { ...data, id: 8 };
    const moved = { data, visible: true, page: 2 };
    expect(newsPopupReducer(moved, { type: 'set', data: other })).toEqual({
      data: other,
      visible: true,
      page: 0,
    });
    expect(newsPopupReducer(initialNewsPopupState, { type: 'set', data }).visible).toBe(true);
  });

  it('keys the popup by its content ids: a refresh with an equal new object changes nothing', () => {
    const shown = newsPopupReducer(initialNewsPopupState, { type: 'set', data });
    const closed = newsPopupReducer(shown, { type: 'hide' });
    const refreshed = newsPopupReducer(closed, { type: 'set', data: structuredClone(data) });
    expect(refreshed.visible).toBe(false);
    expect(refreshed).toBe(closed);

    let reading = newsPopupReducer(shown, { type: 'page', page: 2 });
    reading = newsPopupReducer(reading, { type: 'set', data: structuredClone(data) });
    expect(reading).toMatchObject({ visible: true, page: 2 });
  });

  it('takes newer texts of the same popup, keeping the page (clamped) and the closed state', () => {
    const reading = newsPopupReducer(
      newsPopupReducer(initialNewsPopupState, { type: 'set', data }),
      { type: 'page', page: 1 },
    );
    const edited: NewsPopupData = {
      ...data,
      pages: data.pages.map((page) => ({ ...page, content: `${page.content}!` })),
    };
    expect(newsPopupReducer(reading, { type: 'set', data: edited })).toEqual({
      data: edited,
      visible: true,
      page: 1,
    });
    const closed = newsPopupReducer(reading, { type: 'hide' });
    expect(newsPopupReducer(closed, { type: 'set', data: edited }).visible).toBe(false);
    // "Don't show again" chosen meanwhile hides it.
    expect(
      newsPopupReducer(reading, { type: 'set', data: edited, dismissedIds: [7] }).visible,
    ).toBe(false);
  });

  it('shows other content again from page 0, and the same content after a reset', () => {
    const closed = newsPopupReducer(
      newsPopupReducer(initialNewsPopupState, { type: 'set', data }),
      { type: 'hide' },
    );
    const morePages: NewsPopupData = {
      ...data,
      pages: [...data.pages, { id: 4, title: 'Four', content: '<p>4</p>' }],
    };
    expect(newsPopupReducer(closed, { type: 'set', data: morePages })).toMatchObject({
      visible: true,
      page: 0,
    });
    const reset = newsPopupReducer(closed, { type: 'reset' });
    expect(newsPopupReducer(reset, { type: 'set', data }).visible).toBe(true);
    expect(newsPopupKey(data)).toBe(newsPopupKey(structuredClone(data)));
    expect(newsPopupKey({ ...data, id: '7' })).toBe(newsPopupKey(data));
  });

  it('stays hidden without pages or for a dismissed id', () => {
    expect(
      newsPopupReducer(initialNewsPopupState, { type: 'set', data: { ...data, pages: [] } })
        .visible,
    ).toBe(false);
    expect(
      newsPopupReducer(initialNewsPopupState, { type: 'set', data, dismissedIds: ['7'] }).visible,
    ).toBe(false);
  });

  it('changes page within bounds', () => {
    let state = newsPopupReducer(initialNewsPopupState, { type: 'set', data });
    state = newsPopupReducer(state, { type: 'next' });
    state = newsPopupReducer(state, { type: 'next' });
    state = newsPopupReducer(state, { type: 'next' });
    expect(state.page).toBe(2);
    state = newsPopupReducer(state, { type: 'page', page: -4 });
    expect(state.page).toBe(0);
    expect(newsPopupReducer(state, { type: 'previous' })).toBe(state);
    expect(newsPopupReducer(state, { type: 'page', page: 1.7 }).page).toBe(1);
  });

  it('hides keeping the data, and resets', () => {
    const shown = newsPopupReducer(initialNewsPopupState, { type: 'set', data });
    const hidden = newsPopupReducer(shown, { type: 'hide' });
    expect(hidden).toEqual({ data, visible: false, page: 0 });
    expect(newsPopupReducer(hidden, { type: 'next' })).toBe(hidden);
    expect(newsPopupReducer(hidden, { type: 'reset' })).toEqual(initialNewsPopupState);
  });
});
