import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { generateValidators } from '../../../../scripts/gen-validators';
import { MARKET_STATUSES } from '../events';
import { LIVE_CHANGE_TYPES, liveChangeSchema } from '../live';
import { parseLiveChangeShape } from './liveChange';
import { sameValue } from './testing';

describe('generated validators', () => {
  it('are fresh: the generator writes exactly the committed files', () => {
    for (const { path, text } of generateValidators()) {
      expect(readFileSync(path, 'utf8'), `${path} is stale: run npm run gen:validators`).toBe(text);
    }
  });
});

// Unknown keys (loose objects keep them): fresh names, keys of the other change types and of
// Object.prototype, and __proto__ (never copied). An unknown key may hold undefined or NaN.
const extras = fc.dictionary(
  fc.oneof(
    fc.string({ maxLength: 4 }).map((key) => `x_${key}`),
    fc.constantFrom(
      'scores',
      'clock',
      'marketId',
      'feedId',
      'constructor',
      'toString',
      '__proto__',
    ),
  ),
  fc.oneof(fc.jsonValue({ maxDepth: 1 }), fc.constantFrom(undefined, NaN, -0)),
  { maxKeys: 2 },
);

/** A record of the given fields, with unknown keys added; `optional` names the omittable ones. */
function loose<T extends Record<string, unknown>>(
  fields: { [K in keyof T]: fc.Arbitrary<T[K]> },
  optional: (keyof T)[] = [],
): fc.Arbitrary<Record<string, unknown>> {
  const requiredKeys = (Object.keys(fields) as (keyof T)[]).filter(
    (key) => !optional.includes(key),
  );
  return fc
    .tuple(fc.record(fields, { requiredKeys }), extras)
    .map(([record, extra]) => ({ ...extra, ...record }));
}

/** Present with a value, present but undefined, or (with `optional`) absent. */
function maybe<T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> {
  return fc.option(arb, { nil: undefined, freq: 4 });
}

const int = fc.integer({ min: -1_000_000, max: 1_000_000 });
const nonnegative = fc.nat(1_000);
const isoDate = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
  .map((date) => date.toISOString());
const text = fc.string({ maxLength: 8 });
const list = <T>(arb: fc.Arbitrary<T>) => fc.array(arb, { maxLength: 3 });

const clock = loose({ minutes: nonnegative, status: text });
const currentPeriod = loose({ abbreviation: text, number: int });
const scoreEntry = loose(
  {
    opponentId: int,
    points: nonnegative,
    formattedPoints: text,
    serving: maybe(fc.boolean()),
    redCards: maybe(nonnegative),
    yellowCards: maybe(nonnegative),
    corners: maybe(nonnegative),
  },
  ['serving', 'redCards', 'yellowCards', 'corners'],
);
const sets = loose(
  {
    maxSets: maybe(int),
    gameSet: list(
      loose({ opponentId: int, formattedPoints: text, serving: maybe(fc.boolean()) }, ['serving']),
    ),
  },
  ['maxSets'],
);
const periodScore = loose({ opponentId: int, periodKey: text, periodInstance: int, score: int });
const innings = loose({
  opponentId: int,
  innings: int,
  runs: nonnegative,
  wickets: nonnegative,
  overs: text,
  balls: nonnegative,
  batting: fc.boolean(),
});
const base = { version: fc.integer({ min: 1, max: 1_000_000 }), at: isoDate };
const forEvent = { ...base, eventId: int };

const validChange = fc.oneof(
  loose({ ...forEvent, type: fc.constant('ce'), minutes: nonnegative }),
  loose({ ...forEvent, type: fc.constant('em'), liveOpenMarketCount: nonnegative }),
  loose({ ...forEvent, type: fc.constant('c'), clock, currentPeriod, isFinished: fc.boolean() }),
  loose(
    {
      ...forEvent,
      type: fc.constant('s'),
      scores: list(scoreEntry),
      sets: maybe(sets),
      scoresPerPeriod: maybe(list(periodScore)),
    },
    ['sets', 'scoresPerPeriod'],
  ),
  loose({ ...forEvent, type: fc.constant('co'), cricketOutcomes: list(innings) }),
  loose({
    ...forEvent,
    type: fc.constant('m'),
    marketId: int,
    status: fc.constantFrom(...MARKET_STATUSES),
    feedId: text,
  }),
  loose({
    ...forEvent,
    type: fc.constant('p'),
    marketId: int,
    outcomes: list(
      loose({
        id: int,
        priceId: int,
        decimal: fc.double({ min: 1, minExcluded: true, max: 1000, noNaN: true }),
      }),
    ),
  }),
  loose({
    ...base,
    eventId: fc.constant(null),
    type: fc.constant('fa'),
    feedId: text,
    active: fc.boolean(),
  }),
  loose({
    ...forEvent,
    type: fc.constant('l'),
    eventDate: isoDate,
    clock,
    currentPeriod,
    scores: list(scoreEntry),
  }),
);

type Path = (string | number)[];

/** Every path to a value inside `value` (fields and array items, at any depth). */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [];
  const keys: (string | number)[] = Array.isArray(value)
    ? value.map((_, i) => i)
    : Object.keys(value);
  return keys.flatMap((key) => {
    const path = [...prefix, key];
    return [path, ...pathsOf((value as Record<string | number, unknown>)[key], path)];
  });
}

const REMOVE = Symbol('remove');
/** Values a field is replaced with: a wrong type, a negative, a fraction, a price ≤ 1, … */
const EDGE_VALUES: unknown[] = [
  undefined,
  null,
  true,
  '',
  'x',
  'not a date',
  '2024-13-45T99:00:00Z',
  'zz',
  {},
  [],
  -1,
  0,
  -0,
  0.5,
  1,
  1.5,
  NaN,
  Infinity,
  -Infinity,
  1.0000001,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_SAFE_INTEGER - 2,
  1e21,
  '1',
  'open',
  [1],
  [undefined],
  { type: 'ce' },
  ...LIVE_CHANGE_TYPES,
];
/** What a field is replaced with: removed, or an edge value. */
const replacement = fc.oneof(
  fc.constant(REMOVE),
  fc.constantFrom<unknown>(...EDGE_VALUES),
  fc.integer({ min: -1000, max: -1 }),
  fc.double({ min: -10, max: 1, noNaN: true }),
);

/** The change with the value at `path` replaced; REMOVE deletes a key or leaves a hole in an array. */
function withReplaced(change: Record<string, unknown>, path: Path, value: unknown): unknown {
  const copy = structuredClone(change);
  let parent: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] ?? 'type';
  if (value === REMOVE) Reflect.deleteProperty(parent, last);
  else parent[last] = value;
  return copy;
}

/** The change with some of its top-level keys moved onto its prototype (`in` and for…in see them). */
function withInherited(change: Record<string, unknown>, moved: string[]): unknown {
  const proto: Record<string, unknown> = {};
  const own: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(change)) {
    if (moved.includes(key)) proto[key] = value;
    else own[key] = value;
  }
  return Object.assign(Object.create(proto) as object, own);
}

const brokenChange = fc.oneof(
  {
    arbitrary: fc.tuple(validChange, fc.nat(), replacement).map(([change, index, value]) => {
      const paths = pathsOf(change);
      return withReplaced(change, paths[index % paths.length] ?? ['type'], value);
    }),
    weight: 6,
  },
  {
    arbitrary: fc
      .tuple(
        validChange,
        fc.constantFrom<Path>(['type'], ['at'], ['eventDate']),
        fc.constantFrom<unknown>('zz', 'not a date', '', REMOVE),
      )
      .map(([change, path, value]) => withReplaced(change, path, value)),
    weight: 2,
  },
  {
    // Two mistakes at once, so a check that only looks at one place at a time is not enough.
    arbitrary: fc
      .tuple(validChange, fc.nat(), replacement, fc.nat(), replacement)
      .map(([change, i, a, j, b]) => {
        const paths = pathsOf(change);
        const once = withReplaced(change, paths[i % paths.length] ?? ['type'], a);
        const again = pathsOf(once);
        return withReplaced(once as Record<string, unknown>, again[j % again.length] ?? ['at'], b);
      }),
    weight: 2,
  },
  {
    arbitrary: fc
      .tuple(validChange, fc.subarray(['type', 'version', 'at', 'eventId', 'scores', 'clock']))
      .map(([change, moved]) => withInherited(change, moved)),
    weight: 1,
  },
  { arbitrary: fc.anything(), weight: 1 },
  {
    arbitrary: fc.constantFrom<unknown>(
      null,
      undefined,
      [],
      [{}],
      'p',
      '',
      0,
      42,
      true,
      {},
      Object.assign([], {
        type: 'ce',
        version: 1,
        at: '2026-05-01T12:00:00Z',
        eventId: 1,
        minutes: 0,
      }),
    ),
    weight: 1,
  },
);

function expectAgreement(input: unknown): boolean {
  const expected = liveChangeSchema.safeParse(input);
  const actual = parseLiveChangeShape(input);
  expect(actual !== null).toBe(expected.success);
  // the same value: prototypes, keys and their order, undefined values, -0, NaN
  if (expected.success) expect(sameValue(actual, expected.data), 'the same value').toBe(true);
  return expected.success;
}

describe('parseLiveChangeShape', () => {
  it('accepts every valid change as the schema does, with the same value', () => {
    const types = new Set<unknown>();
    fc.assert(
      fc.property(validChange, (change) => {
        expect(expectAgreement(change)).toBe(true);
        types.add(change.type);
      }),
      { numRuns: 500 },
    );
    expect([...types].sort()).toEqual([...LIVE_CHANGE_TYPES].sort());
  });

  it('rejects what the schema rejects and accepts what it accepts', () => {
    let rejected = 0;
    const numRuns = 3000;
    fc.assert(
      fc.property(brokenChange, (input) => {
        if (!expectAgreement(input)) rejected++;
      }),
      { numRuns },
    );
    // Most broken inputs really are broken (a replaced field may happen to stay valid).
    expect(rejected).toBeGreaterThan(numRuns / 2);
  });

  /** One full change of each type: every optional field present, every list with items. */
  const at = '2026-05-01T12:00:00.000Z';
  const clockFixture = { minutes: 12, status: 'RUNNING' };
  const periodFixture = { abbreviation: 'H1', number: 1 };
  const scoresFixture = [
    {
      opponentId: 1,
      points: 2,
      formattedPoints: '2',
      serving: true,
      redCards: 0,
      yellowCards: 1,
      corners: 3,
    },
  ];
  const FULL_CHANGES: Record<string, unknown>[] = [
    { type: 'ce', version: 1, at, eventId: 5, minutes: 0 },
    { type: 'em', version: 2, at, eventId: 5, liveOpenMarketCount: 0 },
    {
      type: 'c',
      version: 3,
      at,
      eventId: 5,
      clock: clockFixture,
      currentPeriod: periodFixture,
      isFinished: false,
    },
    {
      type: 's',
      version: 4,
      at,
      eventId: 5,
      scores: scoresFixture,
      sets: { maxSets: 5, gameSet: [{ opponentId: 1, formattedPoints: '15', serving: false }] },
      scoresPerPeriod: [{ opponentId: 1, periodKey: 'H', periodInstance: 1, score: 0 }],
    },
    {
      type: 'co',
      version: 5,
      at,
      eventId: 5,
      cricketOutcomes: [
        {
          opponentId: 1,
          innings: 1,
          runs: 0,
          wickets: 0,
          overs: '0.1',
          balls: 0,
          batting: true,
        },
      ],
    },
    { type: 'm', version: 6, at, eventId: 5, marketId: 7, status: 'open', feedId: 'f' },
    {
      type: 'p',
      version: 7,
      at,
      eventId: 5,
      marketId: 7,
      outcomes: [{ id: 1, priceId: 2, decimal: 1.01 }],
    },
    { type: 'fa', version: 8, at, eventId: null, feedId: 'f', active: true },
    {
      type: 'l',
      version: 9,
      at,
      eventId: 5,
      eventDate: at,
      clock: clockFixture,
      currentPeriod: periodFixture,
      scores: scoresFixture,
    },
  ];

  it('agrees on every single edit of every field of a change of each type', () => {
    expect(FULL_CHANGES.map((change) => change.type)).toEqual([...LIVE_CHANGE_TYPES]);
    let checked = 0;
    for (const change of FULL_CHANGES) {
      expect(expectAgreement(change)).toBe(true);
      for (const path of pathsOf(change)) {
        const original = path.reduce<unknown>(
          (value, key) => (value as Record<string | number, unknown>)[key],
          change,
        );
        // also: an array that looks like the object, an object that looks like the array
        const lookalike = Array.isArray(original)
          ? { ...original, length: original.length }
          : typeof original === 'object' && original !== null
            ? Object.assign([], original)
            : String(original);
        for (const value of [REMOVE, lookalike, ...EDGE_VALUES]) {
          expectAgreement(withReplaced(change, path, value));
          checked++;
        }
      }
      // an unknown key, and a top-level array that carries the change's keys
      expectAgreement({ ...change, extra: { nested: [1] }, undef: undefined });
      expectAgreement(Object.assign([], change));
    }
    expect(checked).toBeGreaterThan(2000);
  });

  const priceChange = {
    type: 'p',
    version: 7,
    at: '2026-05-01T12:00:00.000Z',
    eventId: 12,
    marketId: 34,
    outcomes: [{ id: 1, priceId: 2, decimal: 1.85, extra: 'kept' }],
  };

  it('parses a price change, keeping unknown keys', () => {
    expect(parseLiveChangeShape(priceChange)).toEqual(priceChange);
    expect(parseLiveChangeShape(priceChange)).not.toBe(priceChange);
  });

  it('returns null for a change without its fields and for a non-object', () => {
    expect(parseLiveChangeShape({ type: 'p' })).toBeNull();
    expect(parseLiveChangeShape('p')).toBeNull();
    expect(parseLiveChangeShape(null)).toBeNull();
  });

  it('does not let a __proto__ key pollute the result or Object.prototype', () => {
    const input: unknown = JSON.parse(
      JSON.stringify(priceChange).replace('{', '{"__proto__":{"polluted":true},'),
    );
    const result = parseLiveChangeShape(input);
    expect(result).not.toBeNull();
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect((result as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expectAgreement(input);
  });
});
