import { isAnyOf } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import {
  combineLazy,
  defineAction,
  defineSlice,
  memoSelector,
  withChanges,
  type PayloadAction,
} from './slice';

const reset = defineAction('test/reset');
const counter = defineSlice({
  name: 'counter',
  initialState: { count: 0, log: [] as string[] },
  reducers: {
    added: (state, action: PayloadAction<number>) => ({
      ...state,
      count: state.count + action.payload,
    }),
    noted: {
      reducer: (state, action: PayloadAction<string>) => ({
        ...state,
        log: [...state.log, action.payload],
      }),
      prepare: (who: string, what: string) => ({ payload: `${who}: ${what}` }),
    },
    same: (state) => state,
  },
  extraReducers: (builder) => {
    builder.addCase(reset, () => ({ count: 0, log: [] }));
  },
  selectors: {
    selectCount: (state) => state.count,
    selectTimes: (state, times: number) => state.count * times,
  },
});

describe('defineSlice', () => {
  it('makes action creators with their type, a match and a prepare step', () => {
    const { added, noted, same } = counter.actions;
    expect(added(2)).toEqual({ type: 'counter/added', payload: 2 });
    expect(added.type).toBe('counter/added');
    expect(noted('ann', 'hi')).toEqual({ type: 'counter/noted', payload: 'ann: hi' });
    expect(same()).toEqual({ type: 'counter/same', payload: undefined });
    expect(added.match(added(1))).toBe(true);
    expect(added.match(noted('a', 'b'))).toBe(false);
    expect(added.match(null)).toBe(false);
    // Redux Toolkit's matchers take them (the listeners use `isAnyOf`).
    expect(isAnyOf(added, reset)(reset())).toBe(true);
  });

  it('reduces its own cases and the extra ones, and leaves other actions alone', () => {
    let state = counter.reducer(undefined, { type: '@@init' });
    expect(state).toEqual({ count: 0, log: [] });
    state = counter.reducer(state, counter.actions.added(3));
    state = counter.reducer(state, counter.actions.noted('a', 'b'));
    expect(state).toEqual({ count: 3, log: ['a: b'] });
    expect(counter.reducer(state, { type: 'other/thing' })).toBe(state);
    expect(counter.reducer(state, counter.actions.same())).toBe(state);
    expect(counter.reducer(state, reset())).toEqual({ count: 0, log: [] });
  });

  it('freezes what it returns in tests, so a reducer that mutates fails at once', () => {
    const state = counter.reducer(undefined, counter.actions.noted('a', 'b'));
    expect(Object.isFrozen(state)).toBe(true);
    expect(Object.isFrozen(state.log)).toBe(true);
    const mutating = defineSlice({
      name: 'mutating',
      initialState: { items: [] as number[] },
      reducers: {
        pushed: (items, action: PayloadAction<number>) => {
          items.items.push(action.payload);
          return items;
        },
      },
    });
    expect(() => mutating.reducer(undefined, mutating.actions.pushed(1))).toThrow(TypeError);
  });

  it('selects from the root state, with the initial state until the slice is there', () => {
    expect(counter.selectors.selectCount({})).toBe(0);
    const root = { counter: { count: 4, log: [] } };
    expect(counter.selectors.selectCount(root)).toBe(4);
    expect(counter.selectors.selectTimes(root, 3)).toBe(12);
  });
});

describe('combineLazy', () => {
  const other = defineSlice({
    name: 'other',
    initialState: { on: false },
    reducers: { switched: (state) => ({ on: !state.on }) },
  });

  it('keeps the same root object when no slice changed', () => {
    const root = combineLazy(counter);
    const state = root(undefined, { type: '@@init' });
    expect(state).toEqual({ counter: { count: 0, log: [] } });
    expect(root(state, { type: 'nothing' })).toBe(state);
    const next = root(state, counter.actions.added(1));
    expect(next).not.toBe(state);
    expect(next.counter.count).toBe(1);
  });

  it('takes slices injected later, and keeps state under paths nobody owns yet', () => {
    const root = combineLazy(counter);
    const preloaded = { counter: { count: 2, log: [] }, other: { on: true }, later: { x: 1 } };
    const state = root(preloaded as never, { type: 'nothing' }) as Record<string, unknown>;
    expect(state).toEqual(preloaded);
    other.injectInto(root);
    root.inject(other); // the same reducer again changes nothing
    const next = root(state as never, other.actions.switched()) as Record<string, unknown>;
    expect(next).toEqual({ ...preloaded, other: { on: false } });
  });
});

describe('withChanges and memoSelector', () => {
  it('copies only when a field differs', () => {
    const object = { a: 1, b: 'x' };
    expect(withChanges(object, { a: 1 })).toBe(object);
    expect(withChanges(object, {})).toBe(object);
    expect(withChanges(object, { b: 'y' })).toEqual({ a: 1, b: 'y' });
  });

  it('computes again only when an input changed', () => {
    let runs = 0;
    const select = memoSelector(
      (root: { a: number; b: number; c: number }) => [root.a, root.b] as const,
      ([a, b]) => {
        runs += 1;
        return { sum: a + b };
      },
    );
    const first = select({ a: 1, b: 2, c: 0 });
    expect(select({ a: 1, b: 2, c: 9 })).toBe(first);
    expect(runs).toBe(1);
    expect(select({ a: 2, b: 2, c: 9 })).toEqual({ sum: 4 });
    expect(runs).toBe(2);
  });
});
