import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { generateValidators } from '../../../../scripts/gen-validators';
import { MARKET_STATUSES } from '../events';
import { liveChangeSchema } from '../live';
import { parseLiveChangeShape } from './liveChange';

describe('generated validators', () => {
  it('are fresh: the generator writes exactly the committed files', () => {
    for (const { path, text } of generateValidators()) {
      expect(readFileSync(path, 'utf8'), `${path} is stale: run npm run gen:validators`).toBe(text);
    }
  });
});

// Unknown keys (loose objects keep them); the prefix keeps them apart from the known keys.
const extras = fc.dictionary(
  fc.string({ maxLength: 4 }).map((key) => `x_${key}`),
  fc.jsonValue({ maxDepth: 1 }),
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
/** What a field is replaced with: removed, a wrong type, a negative, a fraction, a price ≤ 1, … */
const replacement = fc.oneof(
  fc.constant(REMOVE),
  fc.constantFrom<unknown>(
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
    Number.MAX_SAFE_INTEGER + 2,
  ),
  fc.integer({ min: -1000, max: -1 }),
  fc.double({ min: -10, max: 1, noNaN: true }),
);

function withReplaced(change: Record<string, unknown>, path: Path, value: unknown): unknown {
  const copy = structuredClone(change);
  let parent: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] ?? 'type';
  if (value === REMOVE && !Array.isArray(parent)) Reflect.deleteProperty(parent, last);
  else parent[last] = value === REMOVE ? undefined : value;
  return copy;
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
  { arbitrary: fc.anything(), weight: 1 },
  {
    arbitrary: fc.constantFrom<unknown>(null, undefined, [], [{}], 'p', '', 0, 42, true, {}),
    weight: 1,
  },
);

function expectAgreement(input: unknown): boolean {
  const expected = liveChangeSchema.safeParse(input);
  const actual = parseLiveChangeShape(input);
  expect(actual !== null).toBe(expected.success);
  if (expected.success) expect(actual).toStrictEqual(expected.data);
  return expected.success;
}

describe('parseLiveChangeShape', () => {
  it('accepts every valid change as the schema does, with the same value', () => {
    fc.assert(
      fc.property(validChange, (change) => {
        expect(expectAgreement(change)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('rejects what the schema rejects and accepts what it accepts', () => {
    let rejected = 0;
    const numRuns = 1000;
    fc.assert(
      fc.property(brokenChange, (input) => {
        if (!expectAgreement(input)) rejected++;
      }),
      { numRuns },
    );
    // Most broken inputs really are broken (a replaced field may happen to stay valid).
    expect(rejected).toBeGreaterThan(numRuns / 2);
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
