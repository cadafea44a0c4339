/**
 * Generates standalone validators from zod schemas, so the browser can check data without loading
 * the zod runtime (Turbopack does not tree-shake it). The generator walks the definitions of each
 * schema of {@link VALIDATORS} (`schema._zod.def`) and writes, to
 * packages/core/src/platform/schemas/generated/, a module that rebuilds the schema from a handful
 * of small combinators (`str`, `int`, `lit`, `obj`, `arr`, `du`, …, each defined once in the file
 * and only when used) and returns the parsed value, or null where `schema.safeParse` fails.
 *
 * Why not zod's own code generator (`compileFn` of zod/v4/core)? Its output reproduces everything
 * zod reports (issue objects, key Sets, a closure per optional field) while the browser only needs
 * "the value, or null"; the validator is in the first load of every page, and ours is a fraction
 * of its size. The price is that the generator must know zod's semantics: it supports the kinds
 * and checks the registered schemas use (and a few close neighbours, tested in
 * generated/emitter.test.ts) and throws on anything else, so a schema change cannot silently
 * produce a validator that disagrees with its schema. Supported: z.string, z.number, z.int,
 * z.boolean, z.null, z.literal, z.enum, z.array, z.object / z.looseObject / z.strictObject,
 * z.union, z.discriminatedUnion, z.optional, z.nullable; the checks gt, gte, lt, lte, and
 * refinements with a function of {@link KNOWN_FUNCTIONS}. What it reproduces of zod:
 *
 * - numbers are finite (no NaN or ±Infinity); `z.int()` is a safe integer; `gt`/`gte`/`lt`/`lte`
 *   compare as declared (`gt` exclusive); refinements call their function by name (imported);
 * - objects reject arrays and null; a required key must be present (`key in input`), an optional
 *   one (`z.optional`) may be absent (then absent from the output too) or hold `undefined` (then
 *   kept as `undefined`); `z.object` drops unknown keys, `z.looseObject` copies them (never
 *   `__proto__`), `z.strictObject` fails on them; the output lists shape keys first, in order;
 * - arrays are copied item by item (holes read as `undefined`); unions take the first option that
 *   succeeds; discriminated unions pick the option by the discriminator's value (SameValueZero,
 *   as zod's Map does) and never try another; literals and enums compare like zod's Set.
 *
 * The schema stays the only description of the shape; generated/*.test.ts check that the files are
 * fresh and agree with their schemas (fast-check, against `safeParse`).
 *
 *   npm run gen:validators           write the generated files
 *   npm run gen:validators:check     fail when a generated file differs from what would be written
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { util, type $ZodType } from 'zod/v4/core';
import { isIsoDateTime } from '../src/platform/schemas/checks';
import { liveChangeSchema } from '../src/platform/schemas/live';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(packageRoot, '..', '..');
const generatedDir = join(packageRoot, 'src', 'platform', 'schemas', 'generated');

interface ValidatorEntry {
  /** The schema, and where it is declared (for the header). */
  schema: $ZodType;
  schemaName: string;
  schemaFile: string;
  /** The exported function: `(input: unknown) => <typeName> | null`. */
  functionName: string;
  typeName: string;
  /** Module specifier of the type, relative to the generated file. */
  typeFrom: string;
  /** File name under generated/. */
  file: string;
}

/** The validators to generate. */
const VALIDATORS: readonly ValidatorEntry[] = [
  {
    schema: liveChangeSchema,
    schemaName: 'liveChangeSchema',
    schemaFile: 'packages/core/src/platform/schemas/live.ts',
    functionName: 'parseLiveChangeShape',
    typeName: 'LiveChange',
    typeFrom: '../live',
    file: 'liveChange.ts',
  },
];

/**
 * The functions a schema may use (in refinements): the generated code imports them by name. The
 * generator recognises them by identity, so a schema must pass the function itself, not a wrapper.
 * They must be synchronous and pure (zod would throw on a promise; the validator would not).
 */
const KNOWN_FUNCTIONS = new Map<unknown, { name: string; from: string }>([
  [isIsoDateTime, { name: 'isIsoDateTime', from: '../checks' }],
]);

const COMMAND = 'npm run gen:validators';

function zodVersion(): string {
  const require = createRequire(import.meta.url);
  const pkg = require('zod/package.json') as { version: string };
  return pkg.version;
}

// ---------------------------------------------------------------------------------------------
// The runtime: the combinators the generated code is made of. A validator takes the input and
// returns the parsed value, or FAIL. Each helper is written once per generated file, when used.

const HELPERS: Record<string, { needs: string[]; code: string }> = {
  FAIL: { needs: [], code: 'const FAIL = {};' },
  is: { needs: ['FAIL'], code: 'const is = (test) => (v) => (test(v) ? v : FAIL);' },
  str: { needs: ['is'], code: "const str = is((v) => typeof v === 'string');" },
  // Number.isFinite is false for non-numbers, NaN and ±Infinity, as z.number() requires.
  num: { needs: ['is'], code: 'const num = is(Number.isFinite);' },
  // z.int(): a finite number, an integer, and within the safe range.
  int: { needs: ['is'], code: 'const int = is(Number.isSafeInteger);' },
  bool: { needs: ['is'], code: "const bool = is((v) => typeof v === 'boolean');" },
  // includes() compares with SameValueZero, as the Set of z.literal/z.enum does.
  lit: { needs: ['is'], code: 'const lit = (...values) => is((v) => values.includes(v));' },
  chk: {
    needs: ['FAIL'],
    code: 'const chk = (type, test) => (v) => ((v = type(v)) !== FAIL && test(v) ? v : FAIL);',
  },
  // `o` marks an optional key for obj().
  opt: {
    needs: [],
    code: 'const opt = (type) => Object.assign((v) => (v === undefined ? v : type(v)), { o: 1 });',
  },
  nl: { needs: [], code: 'const nl = (type) => (v) => (v === null ? v : type(v));' },
  arr: {
    needs: ['FAIL'],
    code: [
      'const arr = (item) => (v) => {',
      '  if (!Array.isArray(v)) return FAIL;',
      '  const out = [];',
      '  for (let i = 0; i < v.length; i++) if ((out[i] = item(v[i])) === FAIL) return FAIL;',
      '  return out;',
      '};',
    ].join('\n'),
  },
  isObj: {
    needs: [],
    code: "const isObj = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);",
  },
  // rest: unknown keys are dropped (0), copied (1) or fail (2).
  obj: {
    needs: ['FAIL', 'isObj'],
    code: [
      'const obj = (shape, rest) => {',
      '  const keys = Object.keys(shape);',
      '  return (v) => {',
      '    if (!isObj(v)) return FAIL;',
      '    const out = {};',
      '    for (const k of keys)',
      '      if (k in v) {',
      '        if ((out[k] = shape[k](v[k])) === FAIL) return FAIL;',
      '      } else if (!shape[k].o) return FAIL;',
      '    if (rest)',
      '      for (const k in v)',
      '        if (!keys.includes(k)) {',
      '          if (rest > 1) return FAIL;',
      "          if (k !== '__proto__') out[k] = v[k];",
      '        }',
      '    return out;',
      '  };',
      '};',
    ].join('\n'),
  },
  or: {
    needs: ['FAIL'],
    code: [
      'const or = (...types) => (v) => {',
      '  for (const type of types) {',
      '    const out = type(v);',
      '    if (out !== FAIL) return out;',
      '  }',
      '  return FAIL;',
      '};',
    ].join('\n'),
  },
  du: {
    needs: ['FAIL', 'isObj'],
    code: [
      'const du = (key, options) => {',
      '  const byValue = new Map(options);',
      '  return (v) => {',
      '    const type = isObj(v) && byValue.get(v[key]);',
      '    return type ? type(v) : FAIL;',
      '  };',
      '};',
    ].join('\n'),
  },
};

// ---------------------------------------------------------------------------------------------
// Expressions: what the emitter builds before it prints. The validators are written inline,
// not hoisted into shared constants: gzip already folds the repeats, and the file stays
// readable field by field.

interface Raw {
  kind: 'raw';
  code: string;
}
interface Call {
  kind: 'call';
  fn: string;
  args: Expr[];
}
interface ObjectLiteral {
  kind: 'object';
  entries: [string, Expr][];
}
interface ArrayLiteral {
  kind: 'array';
  items: Expr[];
}
type Expr = Raw | Call | ObjectLiteral | ArrayLiteral;

function inline(expr: Expr): string {
  switch (expr.kind) {
    case 'raw':
      return expr.code;
    case 'call':
      return `${expr.fn}(${expr.args.map(inline).join(', ')})`;
    case 'object':
      return `{ ${expr.entries.map(([k, v]) => `${propertyName(k)}: ${inline(v)}`).join(', ')} }`;
    case 'array':
      return `[${expr.items.map(inline).join(', ')}]`;
  }
}

const MAX_LINE = 100;

/**
 * The expression printed at `indent` after `lead` columns of its line, broken over lines where it
 * would not fit on one.
 */
function print(expr: Expr, indent: string, lead = 0): string {
  const flat = inline(expr);
  if (indent.length + lead + flat.length < MAX_LINE || expr.kind === 'raw') return flat;
  const inner = `${indent}  `;
  const lines = (items: string[]): string => items.map((item) => `${inner}${item},\n`).join('');
  switch (expr.kind) {
    case 'call':
      return `${expr.fn}(\n${lines(expr.args.map((a) => print(a, inner)))}${indent})`;
    case 'object':
      return `{\n${lines(
        expr.entries.map(([k, v]) => {
          const key = `${propertyName(k)}: `;
          return key + print(v, inner, key.length);
        }),
      )}${indent}}`;
    case 'array':
      return `[\n${lines(expr.items.map((item) => print(item, inner)))}${indent}]`;
  }
}

function propertyName(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
}

/** A literal value as code: what z.literal, z.enum and discriminators may hold. */
function valueCode(value: unknown, where: string): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'boolean' || value === null) return String(value);
  if (value === undefined) return 'undefined';
  if (typeof value === 'number' && Number.isFinite(value)) {
    return Object.is(value, -0) ? '-0' : String(value);
  }
  throw new Error(`gen-validators: ${where}: the value ${String(value)} cannot be emitted as code`);
}

// ---------------------------------------------------------------------------------------------
// The emitter: zod definitions to expressions.

/** The parts of the zod internals the emitter reads (zod's own types are per kind). */
interface Def {
  type: string;
  checks?: $ZodType[];
  [key: string]: unknown;
}
function defOf(schema: $ZodType): Def {
  return schema._zod.def as unknown as Def;
}
function has(schema: $ZodType, trait: string): boolean {
  return schema._zod.traits.has(trait);
}

class Emitter {
  readonly helpers = new Set<string>();
  readonly imports = new Map<string, Set<string>>();

  constructor(private readonly schemaName: string) {}

  private fail(path: string, what: string): never {
    throw new Error(
      `gen-validators: ${this.schemaName}${path}: ${what}. The generator supports only the zod ` +
        'kinds and checks the registered schemas use; teach it the new one (and test it against ' +
        'the schema) or keep the schema within them.',
    );
  }

  private helper(name: string): Raw {
    this.use(name);
    return { kind: 'raw', code: name };
  }

  private use(name: string): void {
    const helper = HELPERS[name];
    if (!helper) throw new Error(`gen-validators: unknown helper ${name}`);
    for (const need of helper.needs) this.use(need);
    this.helpers.add(name);
  }

  private call(fn: string, args: Expr[]): Call {
    this.use(fn);
    return { kind: 'call', fn, args };
  }

  /** The validator of `schema`; `path` names it in errors (e.g. `.options[2].shape.clock`). */
  emit(schema: $ZodType, path = ''): Expr {
    const def = defOf(schema);
    const checks = def.checks ?? [];
    if (def.coerce) this.fail(path, `z.coerce (${def.type}) is not supported`);
    switch (def.type) {
      case 'string':
        if (has(schema, '$ZodStringFormat') || def.format !== undefined) {
          this.fail(path, `the string format ${String(def.format)} is not supported`);
        }
        return this.withChecks(this.helper('str'), checks, path);
      case 'number': {
        let base = this.helper('num');
        if (has(schema, '$ZodCheckNumberFormat') || def.format !== undefined) {
          if (def.format !== 'safeint' || def.when) {
            this.fail(path, `the number format ${String(def.format)} is not supported`);
          }
          base = this.helper('int');
        }
        return this.withChecks(base, checks, path);
      }
      case 'boolean':
        return this.withChecks(this.helper('bool'), checks, path);
      case 'null':
        this.noChecks(checks, path);
        return this.call('lit', [{ kind: 'raw', code: 'null' }]);
      case 'literal':
        this.noChecks(checks, path);
        return this.literal((def.values as unknown[]) ?? [], path);
      case 'enum':
        this.noChecks(checks, path);
        return this.literal(util.getEnumValues(def.entries as util.EnumLike), path);
      case 'optional':
        this.noChecks(checks, path);
        if (has(schema, '$ZodExactOptional')) this.fail(path, 'z.exactOptional is not supported');
        if (this.inner(def)._zod.optin === 'defaulted') {
          this.fail(path, 'an optional around a default is not supported');
        }
        return this.call('opt', [this.emit(this.inner(def), path)]);
      case 'nullable':
        this.noChecks(checks, path);
        return this.call('nl', [this.emit(this.inner(def), path)]);
      case 'array':
        this.noChecks(checks, path);
        return this.call('arr', [this.emit(def.element as $ZodType, `${path}[]`)]);
      case 'object':
        this.noChecks(checks, path);
        return this.object(def, path);
      case 'union':
        this.noChecks(checks, path);
        return this.union(schema, def, path);
      default:
        return this.fail(path, `the zod type '${def.type}' is not supported`);
    }
  }

  private inner(def: Def): $ZodType {
    return def.innerType as $ZodType;
  }

  private noChecks(checks: $ZodType[], path: string): void {
    if (checks.length > 0) this.fail(path, 'checks on this kind are not supported');
  }

  private literal(values: unknown[], path: string): Call {
    if (values.length === 0) this.fail(path, 'an empty literal or enum is not supported');
    return this.call(
      'lit',
      values.map((value) => ({ kind: 'raw', code: valueCode(value, `${this.schemaName}${path}`) })),
    );
  }

  /** `base` with the checks of a string, number or boolean: `chk(base, (v) => …)`. */
  private withChecks(base: Raw, checks: $ZodType[], path: string): Expr {
    if (checks.length === 0) return base;
    const tests = checks.map((check) => this.checkTest(check, path));
    // a lone refinement passes its function itself: chk(str, isIsoDateTime)
    const lone = tests.length === 1 ? /^(\w+)\(v\)$/.exec(tests[0] ?? '')?.[1] : undefined;
    const test = lone ?? `(v) => ${tests.join(' && ')}`;
    return this.call('chk', [base, { kind: 'raw', code: test }]);
  }

  /** One check as a condition on `v`. */
  private checkTest(check: $ZodType, path: string): string {
    const def = check._zod.def as unknown as Def & { check?: string };
    if (def.when) this.fail(path, `a check with \`when\` (${String(def.check)}) is not supported`);
    switch (def.check) {
      case 'greater_than':
      case 'less_than': {
        if (typeof def.value !== 'number') this.fail(path, `a ${def.check} on a non-number`);
        const op = (def.check === 'greater_than' ? '>' : '<') + (def.inclusive ? '=' : '');
        return `v ${op} ${valueCode(def.value, `${this.schemaName}${path}`)}`;
      }
      case 'custom': {
        const known = KNOWN_FUNCTIONS.get(def.fn);
        if (!has(check, '$ZodCustom') || !known) {
          const name = typeof def.fn === 'function' ? def.fn.name || '(anonymous)' : '?';
          return this.fail(
            path,
            `the refinement ${name} is not a function of KNOWN_FUNCTIONS (passed by identity)`,
          );
        }
        const names = this.imports.get(known.from) ?? new Set<string>();
        names.add(known.name);
        this.imports.set(known.from, names);
        if (known.name in HELPERS) this.fail(path, `${known.name} clashes with a helper's name`);
        return `${known.name}(v)`;
      }
      default:
        return this.fail(path, `the check '${String(def.check)}' is not supported`);
    }
  }

  private object(def: Def, path: string): Call {
    const shape = def.shape as Record<string, $ZodType>;
    if (Object.getOwnPropertySymbols(shape).length > 0) this.fail(path, 'symbol keys');
    const entries: [string, Expr][] = [];
    for (const [key, field] of Object.entries(shape)) {
      const where = `${path}.shape.${key}`;
      if (key === '__proto__') this.fail(where, 'a key named __proto__ is not supported');
      const { optin, optout } = field._zod;
      // zod: a key is optional when its schema is optional-in and optional-out; only a plain
      // z.optional (which passes `undefined` through) is supported, as opt() marks exactly that.
      const plainOptional =
        defOf(field).type === 'optional' && optin === 'optional' && optout === 'optional';
      if ((optin !== undefined || optout !== undefined) && !plainOptional) {
        this.fail(where, `a field with optin ${String(optin)} / optout ${String(optout)}`);
      }
      entries.push([key, this.emit(field, where)]);
    }
    const catchall = def.catchall as $ZodType | undefined;
    const args: Expr[] = [{ kind: 'object', entries }];
    if (catchall !== undefined) {
      const type = defOf(catchall).type;
      if (type === 'unknown' && (defOf(catchall).checks ?? []).length === 0) {
        args.push({ kind: 'raw', code: '1' });
      } else if (type === 'never') {
        args.push({ kind: 'raw', code: '2' });
      } else {
        this.fail(path, `a catchall of type '${type}' is not supported`);
      }
    }
    return this.call('obj', args);
  }

  private union(schema: $ZodType, def: Def, path: string): Call {
    const options = def.options as $ZodType[];
    if (typeof def.discriminator !== 'string') {
      if (has(schema, '$ZodXor') || def.inclusive === false) this.fail(path, 'z.xor');
      return this.call(
        'or',
        options.map((option, i) => this.emit(option, `${path}.options[${i}]`)),
      );
    }
    if (def.unionFallback) this.fail(path, 'a discriminated union with unionFallback');
    const key = def.discriminator;
    // As zod's discriminatorMap: each value of the discriminator picks one option; a value that
    // two options accept is a duplicate, except `undefined`, which then picks none.
    const byValue = new Map<unknown, Expr | null>();
    options.forEach((option, i) => {
      const where = `${path}.options[${i}]`;
      const values = (option._zod as { propValues?: Record<string, Set<unknown>> }).propValues?.[
        key
      ];
      if (!values || values.size === 0) this.fail(where, `no values of ${key}`);
      const emitted = this.emit(option, where);
      for (const value of values) {
        if (!byValue.has(value)) byValue.set(value, emitted);
        else if (value === undefined) byValue.set(value, null);
        else this.fail(path, `the discriminator value ${String(value)} is duplicated`);
      }
    });
    const pairs: Expr[] = [];
    for (const [value, option] of byValue) {
      if (option === null) continue;
      const code = valueCode(value, `${this.schemaName}${path}`);
      pairs.push({ kind: 'array', items: [{ kind: 'raw', code }, option] });
    }
    return this.call('du', [
      { kind: 'raw', code: JSON.stringify(key) },
      { kind: 'array', items: pairs },
    ]);
  }
}

/** The code of a validator, up to `const validate = …;`, and the imports it needs (by module). */
export interface ValidatorCode {
  imports: Map<string, Set<string>>;
  /** Declares FAIL, the helpers used and `validate`: (input) => the parsed value, or FAIL. */
  code: string;
}

/** The validator of `schema`; throws on a kind or check the generator does not support. */
export function emitValidator(schema: $ZodType, schemaName: string): ValidatorCode {
  const emitter = new Emitter(schemaName);
  const root = emitter.emit(schema);
  const helpers = Object.entries(HELPERS)
    .filter(([name]) => emitter.helpers.has(name))
    .map(([, helper]) => helper.code);
  const code = [
    ...helpers,
    '',
    `const validate = ${print(root, '', 'const validate = '.length)};`,
  ].join('\n');
  return { imports: emitter.imports, code };
}

function generateOne(entry: ValidatorEntry, version: string): string {
  const { imports, code } = emitValidator(entry.schema, entry.schemaName);
  const importLines = [...imports]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([from, fns]) => `import { ${[...fns].sort().join(', ')} } from '${from}';`);
  return [
    `// Generated by \`${COMMAND}\` (packages/core/scripts/gen-validators.ts) from`,
    `// ${entry.schemaName} in ${entry.schemaFile}, as zod ${version} parses it.`,
    '// Do not edit: change the schema and run the command again.',
    '/* eslint-disable */',
    '// @ts-nocheck',
    ...importLines,
    `import type { ${entry.typeName} } from '${entry.typeFrom}';`,
    '',
    '// A validator returns the value as the schema parses it, or FAIL.',
    code,
    '',
    `/** The input checked and copied as ${entry.schemaName} parses it, or null when it does not match. */`,
    `export function ${entry.functionName}(input: unknown): ${entry.typeName} | null {`,
    '  const result = validate(input);',
    '  return result === FAIL ? null : result;',
    '}',
    '',
  ].join('\n');
}

export interface GeneratedFile {
  /** Absolute path. */
  path: string;
  text: string;
}

/** Every generated file and its text; writes nothing. */
export function generateValidators(): GeneratedFile[] {
  const version = zodVersion();
  return VALIDATORS.map((entry) => ({
    path: join(generatedDir, entry.file),
    text: generateOne(entry, version),
  }));
}

function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

function main(argv: string[]): number {
  const check = argv.includes('--check');
  const files = generateValidators();
  const stale = files.filter(({ path, text }) => readOrNull(path) !== text);
  if (check) {
    if (stale.length === 0) {
      console.info(`Generated validators are up to date (${files.length}).`);
      return 0;
    }
    console.error(`Generated validators are out of date. Run \`${COMMAND}\`.`);
    for (const { path } of stale) console.error(`  ${relative(repoRoot, path)}`);
    return 1;
  }
  for (const { path, text } of stale) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  console.info(`Generated validators: ${files.length} (${stale.length} rewritten).`);
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = main(process.argv.slice(2));
}
