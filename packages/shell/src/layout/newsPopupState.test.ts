import { describe, it, expect } from 'vitest';
import { initialNewsPopupState, newsPopupReducer, type NewsPopupData } from './newsPopupState';

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
    const moved = { data, visible: true, page: 2 };
    expect(newsPopupReducer(moved, { type: 'set', data })).toEqual({
      data,
      visible: true,
      page: 0,
    });
    expect(newsPopupReducer(initialNewsPopupState, { type: 'set', data }).visible).toBe(true);
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
