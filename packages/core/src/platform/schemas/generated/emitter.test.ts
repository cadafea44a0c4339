import fc from 'fast-check';
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { emitValidator } from '../../../../scripts/gen-validators';
import { isIsoDateTime } from '../checks';
import { sameValue } from './testing';

/**
 * The emitter of scripts/gen-validators.ts on small schemas: the kinds the registered schemas use,
 * and the few neighbours it also supports (stripping and strict objects, plain unions, nullable),
 * each compiled, run, and compared with zod's safeParse; and the kinds it must refuse.
 */

/** The generated validator of `schema`, evaluated: the parsed value, or null. */
function compile(schema: $ZodType): (input: unknown) => unknown {
  const { imports, code } = emitValidator(schema, 'schema');
  const names = [...imports.values()].flatMap((set) => [...set]);
  const known: Record<string, unknown> = { isIsoDateTime };
  const factory = new Function(
    ...names,
    `${code}\nreturn (input) => { const result = validate(input); return result === FAIL ? null : result; };`,
  ) as (...fns: unknown[]) => (input: unknown) => unknown;
  return factory(...names.map((name) => known[name]));
}

const KEYS = ['a', 'n', 'b', 'e', 'k', 's', 'x', 'l', '__proto__', 'constructor', 'toString'];

const tricky = fc.constantFrom<unknown>(
  undefined,
  null,
  true,
  false,
  0,
  -0,
  1,
  2,
  5,
  5.5,
  9.99,
  10,
  11,
  -1,
  NaN,
  Infinity,
  -Infinity,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 1,
  Number.MIN_SAFE_INTEGER - 1,
  '',
  'x',
  'y',
  '1',
  'o',
  '2026-05-01T12:00:00Z',
  [],
  {},
);

/** Values near the small schemas below: their keys, tricky leaves, sparse arrays, null prototypes. */
const { value } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 3 },
    tricky,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.sparseArray(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...KEYS), tie('value'), { maxKeys: 5 }),
  ),
}));

/** An object of these fields (each may be missing or tricky) and maybe unknown keys. */
function near(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  const mixed = Object.fromEntries(
    Object.entries(fields).map(([key, arb]) => [
      key,
      fc.oneof({ arbitrary: arb, weight: 4 }, { arbitrary: tricky, weight: 1 }),
    ]),
  );
  return fc
    .tuple(
      fc.record(mixed, { requiredKeys: [] }),
      fc.dictionary(fc.constantFrom('x', '__proto__', 'constructor'), tricky, { maxKeys: 2 }),
    )
    .map(([record, extra]) => Object.assign(extra, record));
}

const small = fc.integer({ min: -2, max: 12 });

const stripping = z.object({
  a: z.string(),
  n: z.optional(z.number().check(z.lt(10))),
  b: z.nullable(z.boolean()),
});

const SCHEMAS: Record<string, { schema: $ZodType; input: fc.Arbitrary<unknown> }> = {
  stripping: {
    schema: stripping,
    input: near({ a: fc.string(), n: fc.double(), b: fc.constantFrom(true, false, null) }),
  },
  strict: {
    schema: z.strictObject({
      a: z.int().check(z.lte(5), z.gte(-1)),
      e: z.optional(z.enum(['x', 'y'])),
    }),
    input: near({ a: small, e: fc.constantFrom('x', 'y', 'z') }),
  },
  loose: {
    schema: z.looseObject({
      s: z.string().check(z.refine(isIsoDateTime)),
      l: z.array(z.optional(z.int())),
    }),
    input: near({
      s: fc.constantFrom('2026-05-01T12:00:00Z', 'nope', ''),
      l: fc.oneof(fc.array(small, { maxLength: 3 }), fc.sparseArray(value, { maxLength: 3 })),
    }),
  },
  union: {
    schema: z.union([
      z.object({ k: z.literal(1) }),
      z.strictObject({ k: z.literal('1'), s: z.string() }),
      z.looseObject({ k: z.literal([true, null]) }),
      z.null(),
      z.array(z.nullable(z.number().check(z.gt(0)))),
    ]),
    input: fc.oneof(
      near({ k: fc.constantFrom(1, '1', true, null, false), s: fc.string() }),
      fc.array(fc.oneof(small, fc.constant(null)), { maxLength: 3 }),
    ),
  },
  discriminated: {
    schema: z.discriminatedUnion('k', [
      z.object({ k: z.literal(0), a: z.string() }),
      z.looseObject({ k: z.literal([1, 2, 'x']), b: z.optional(z.boolean()) }),
      z.strictObject({ k: z.optional(z.literal('o')) }),
      z.object({ k: z.enum(['y']), n: z.optional(z.nullable(z.number())) }),
    ]),
    input: near({
      k: fc.constantFrom(0, -0, 1, 2, 3, 'x', 'o', 'y', '0'),
      a: fc.string(),
      b: fc.boolean(),
      n: fc.oneof(fc.double(), fc.constant(null)),
    }),
  },
};

describe('the validator emitter', () => {
  for (const [name, { schema, input: nearInput }] of Object.entries(SCHEMAS)) {
    it(`agrees with safeParse on the ${name} schema`, () => {
      const validate = compile(schema);
      let accepted = 0;
      const numRuns = 3000;
      fc.assert(
        fc.property(fc.oneof(nearInput, nearInput, value, fc.anything()), (input) => {
          const expected = z.safeParse(schema, input);
          const actual = validate(input);
          if (!expected.success) {
            expect(actual).toBeNull();
          } else {
            accepted++;
            expect(sameValue(actual, expected.data), 'the same value').toBe(true);
          }
        }),
        { numRuns },
      );
      // The inputs reach the accepting side too, not only the rejections.
      expect(accepted).toBeGreaterThan(numRuns / 100);
    });
  }

  it('drops, copies or refuses unknown keys as the object kind says', () => {
    const input = { a: 'a', b: null, x: 1, ['__proto__']: { polluted: true } };
    const json: unknown = JSON.parse(JSON.stringify(input).replace('{', '{"__proto__":{"p":1},'));
    expect(compile(stripping)(json)).toStrictEqual({ a: 'a', b: null });
    expect(compile(z.looseObject({ a: z.string() }))(json)).toStrictEqual({
      a: 'a',
      b: null,
      x: 1,
    });
    expect(compile(z.strictObject({ a: z.string() }))({ a: 'a' })).toStrictEqual({ a: 'a' });
    expect(compile(z.strictObject({ a: z.string() }))({ a: 'a', x: 1 })).toBeNull();
    expect(compile(z.strictObject({ a: z.string() }))(JSON.parse('{"a":"a","__proto__":1}'))).toBe(
      null,
    );
  });

  it('keeps an optional key that holds undefined, and leaves out an absent one', () => {
    const validate = compile(z.object({ a: z.optional(z.string()) }));
    expect(validate({ a: undefined })).toStrictEqual({ a: undefined });
    expect(Object.keys(validate({}) as object)).toEqual([]);
    expect(compile(z.object({ a: z.string() }))({})).toBeNull();
  });

  const unsupported: [string, () => $ZodType][] = [
    ['a default', () => z.object({ a: z._default(z.string(), 'x') })],
    [
      'a transform',
      () =>
        z.pipe(
          z.string(),
          z.transform((s) => s.length),
        ),
    ],
    ['a string check', () => z.string().check(z.minLength(1))],
    ['a string format', () => z.email()],
    ['an exact optional', () => z.object({ a: z.exactOptional(z.string()) })],
    ['an unknown refinement', () => z.string().check(z.refine((s) => s.length > 1))],
    ['a record', () => z.record(z.string(), z.string())],
    ['a catchall schema', () => z.catchall(z.object({}), z.string())],
    ['a coerced number', () => z.coerce.number()],
    ['an int32', () => z.int32()],
    ['a nullable optional field', () => z.object({ a: z.nullable(z.optional(z.string())) })],
    ['an array length', () => z.array(z.string()).check(z.maxLength(3))],
    ['an unknown', () => z.unknown()],
    ['a xor', () => z.xor([z.string(), z.number()])],
  ];
  for (const [what, make] of unsupported) {
    it(`refuses ${what}`, () => {
      expect(() => emitValidator(make(), 'schema')).toThrow(/gen-validators: schema/);
    });
  }
});
