import type { Reducer, UnknownAction } from 'redux';

/*
 * The first view's slices without Redux Toolkit (issue 29, first-load JavaScript). `createSlice`
 * brings RTK and immer (about 10 KB compressed) into every page: the slices every page reads
 * (settings, session, frame, menu, modals, …) are written with `defineSlice` instead, whose
 * reducers return the next state themselves. The surface is the one RTK's slices have, so the
 * rest of the store does not tell them apart: action creators with `type` and `match` (RTK's
 * listeners, `isAnyOf` and `builder.addCase` take them), `actions`, `selectors` over the root
 * state, `reducerPath`, `injectInto` and `extraReducers` with a builder.
 *
 * In development and tests every state a reducer returns is frozen (as immer froze it), so a
 * reducer that mutates instead of copying fails its tests at once.
 */

export type PayloadAction<P = void, T extends string = string> = {
  type: T;
  payload: P;
};

/** An action creator: call it for an action, read its `type`, `match` an action against it. */
// eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- void: an action without payload
export type ActionCreator<P = void> = ([P] extends [void]
  ? () => PayloadAction<undefined>
  : [undefined] extends [P]
    ? (payload?: P) => PayloadAction<P>
    : (payload: P) => PayloadAction<P>) & {
  readonly type: string;
  match(action: unknown): action is PayloadAction<P>;
};

/** An action creator whose arguments are prepared into the payload (`{ reducer, prepare }`). */
export type PreparedActionCreator<A extends unknown[], P> = ((...args: A) => PayloadAction<P>) & {
  readonly type: string;
  match(action: unknown): action is PayloadAction<P>;
};

function actionCreator<P>(type: string, prepare?: (...args: never[]) => { payload: P }) {
  const create = (...args: unknown[]) =>
    prepare
      ? { type, payload: (prepare as (...a: unknown[]) => { payload: P })(...args).payload }
      : { type, payload: args[0] };
  return Object.assign(create, {
    type,
    toString: () => type,
    match: (action: unknown): action is PayloadAction<P> =>
      typeof action === 'object' && action !== null && (action as { type?: unknown }).type === type,
  });
}

/** An action no slice owns (`tabVisibilityChanged`, `persistedStateRestored`, …). */
export function defineAction<P = void>(type: string): ActionCreator<P> {
  return actionCreator<P>(type) as unknown as ActionCreator<P>;
}

type CaseReducer<S> = (state: S, action: never) => S;
interface PreparedCase<S> {
  reducer: (state: S, action: never) => S;
  prepare: (...args: never[]) => { payload: unknown };
}
type CaseEntry<S> = CaseReducer<S> | PreparedCase<S>;

type ActionOf<E> = E extends {
  prepare: (...args: infer A) => { payload: infer P };
}
  ? PreparedActionCreator<A, P>
  : E extends (state: never) => unknown
    ? ActionCreator<void>
    : E extends (state: never, action: PayloadAction<infer P>) => unknown
      ? ActionCreator<P>
      : never;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a selector's own arguments are its own
type SliceSelector<S> = (state: S, ...args: any[]) => unknown;
type RootSelector<Name extends string, S, F> = F extends (state: S, ...args: infer A) => infer R
  ? (root: { readonly [K in Name]?: S | undefined }, ...args: A) => R
  : never;

/** `extraReducers`: cases for actions other slices own (RTK's builder, `addCase` only). */
export interface CaseBuilder<S> {
  addCase<P>(
    creator: { readonly type: string },
    reducer: (state: S, action: PayloadAction<P>) => S,
  ): CaseBuilder<S>;
}

export interface SliceOptions<
  S,
  Name extends string,
  Cases extends Record<string, CaseEntry<S>>,
  Selectors extends Record<string, SliceSelector<S>>,
> {
  name: Name;
  initialState: S;
  reducers: Cases;
  extraReducers?: (builder: CaseBuilder<S>) => void;
  selectors?: Selectors;
}

export interface Slice<
  S,
  Name extends string,
  Cases extends Record<string, CaseEntry<S>>,
  Selectors extends Record<string, SliceSelector<S>>,
> {
  readonly name: Name;
  readonly reducerPath: Name;
  readonly reducer: Reducer<S>;
  readonly actions: { readonly [K in keyof Cases]: ActionOf<Cases[K]> };
  /** Each reads the slice's state from the root state (its initial state until injected). */
  readonly selectors: { readonly [K in keyof Selectors]: RootSelector<Name, S, Selectors[K]> };
  getInitialState(): S;
  /** Injects the slice into a lazily combined root reducer and returns it. */
  injectInto(root: { inject(injected: InjectableReducer): void }): this;
}

// Development and tests only: a production build leaves the freezing out.
const freezeStates = process.env.NODE_ENV !== 'production';

/** Freezes what is not frozen yet; frozen parts were frozen with everything under them. */
function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
}

export function defineSlice<
  S,
  Name extends string,
  Cases extends Record<string, CaseEntry<S>>,
  Selectors extends Record<string, SliceSelector<S>>,
>(options: SliceOptions<S, Name, Cases, Selectors>): Slice<S, Name, Cases, Selectors> {
  const { name, initialState } = options;
  const byType = new Map<string, (state: S, action: UnknownAction) => S>();
  const actions: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(options.reducers)) {
    const type = `${name}/${key}`;
    const reducer = typeof entry === 'function' ? entry : entry.reducer;
    actions[key] = actionCreator(
      type,
      typeof entry === 'function' ? undefined : (entry.prepare as (...args: never[]) => never),
    );
    byType.set(type, reducer as unknown as (state: S, action: UnknownAction) => S);
  }
  const builder: CaseBuilder<S> = {
    addCase(creator, reducer) {
      byType.set(creator.type, reducer as unknown as (state: S, action: UnknownAction) => S);
      return builder;
    },
  };
  options.extraReducers?.(builder);
  if (freezeStates) deepFreeze(initialState);

  const reducer: Reducer<S> = (state = initialState, action) => {
    const caseReducer = byType.get(action.type);
    if (!caseReducer) return state;
    const next = caseReducer(state, action);
    if (freezeStates) deepFreeze(next);
    return next;
  };

  const selectors: Record<string, unknown> = {};
  for (const [key, select] of Object.entries(options.selectors ?? {})) {
    const read = select as (state: S, ...args: unknown[]) => unknown;
    selectors[key] = (root: Record<string, S | undefined>, ...args: unknown[]) =>
      read(root[name] ?? initialState, ...args);
  }

  const slice: Slice<S, Name, Cases, Selectors> = {
    name,
    reducerPath: name,
    reducer,
    actions: actions as Slice<S, Name, Cases, Selectors>['actions'],
    selectors: selectors as Slice<S, Name, Cases, Selectors>['selectors'],
    getInitialState: () => initialState,
    injectInto(root) {
      root.inject(slice);
      return slice;
    },
  };
  return slice;
}

/** What a lazily combined root reducer takes on: a slice, or the RTK Query api's reducer. */
export interface InjectableReducer {
  readonly reducerPath: string;
  readonly reducer: Reducer;
}

export interface LazyRootReducer<S> extends Reducer<S> {
  /** Adds a reducer under its path (once; the same one again changes nothing). */
  inject(injected: InjectableReducer): void;
}

type StateOfSlices<T extends readonly InjectableReducer[]> = {
  [E in T[number] as E['reducerPath']]: E['reducer'] extends Reducer<infer S> ? S : never;
};

/**
 * The root reducer, combined from slices and open to more (`inject`): features add their slices
 * when their code loads, so core does not import features. State under a path no reducer owns
 * yet (a preloaded or restored part of a slice that loads later) is kept as it is.
 */
export function combineLazy<T extends readonly InjectableReducer[]>(
  ...initial: T
): LazyRootReducer<StateOfSlices<T>> {
  const reducers = new Map<string, Reducer>();
  for (const { reducerPath, reducer } of initial) reducers.set(reducerPath, reducer);
  const root = (state: Record<string, unknown> | undefined, action: UnknownAction) => {
    const current = state ?? {};
    let next: Record<string, unknown> | null = state ? null : {};
    for (const [path, reducer] of reducers) {
      const before = current[path];
      const after: unknown = reducer(before, action);
      if (after !== before || !(path in current)) {
        next ??= { ...current };
        next[path] = after;
      }
    }
    return next ?? current;
  };
  return Object.assign(root, {
    inject({ reducerPath, reducer }: InjectableReducer) {
      if (reducers.get(reducerPath) === reducer) return;
      reducers.set(reducerPath, reducer);
    },
  }) as unknown as LazyRootReducer<StateOfSlices<T>>;
}

/**
 * Returns a patched copy of `object` only when a field of `patch` differs, else the object itself
 * (an unchanged state stays the same object, so nothing re-renders for it).
 */
export function withChanges<T extends object>(object: T, patch: Partial<T>): T {
  for (const key of Object.keys(patch) as (keyof T)[]) {
    if (patch[key] !== object[key]) return { ...object, ...patch };
  }
  return object;
}

/**
 * A memoised selector (as reselect's `createSelector`, one entry deep): `read` picks the inputs
 * from the root state, and the result is computed again only when one of them changed, so its
 * object stays the same otherwise.
 */
export function memoSelector<Root, Inputs extends readonly unknown[], R>(
  read: (root: Root) => Inputs,
  combine: (values: NoInfer<Inputs>) => R,
): (root: Root) => R {
  let last: { values: Inputs; result: R } | null = null;
  return (root) => {
    const values = read(root);
    if (last?.values.length === values.length) {
      const previous = last.values;
      if (values.every((value, index) => value === previous[index])) return last.result;
    }
    const result = combine(values);
    last = { values, result };
    return result;
  };
}
