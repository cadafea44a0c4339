/**
 * Generates standalone validators from zod schemas, so the browser can check data without loading
 * the zod runtime (Turbopack does not tree-shake it). zod's own code generator (`compileFn` of
 * zod/v4/core) turns each schema of {@link VALIDATORS} into the body of `(input) => { … }`; this
 * script writes it, with the constants it refers to emitted as code, to
 * packages/core/src/platform/schemas/generated/. The schema stays the only description of the
 * shape; generated/*.test.ts check that the files are fresh and agree with their schemas.
 *
 *   npm run gen:validators           write the generated files
 *   npm run gen:validators:check     fail when a generated file differs from what would be written
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileFn, type $ZodType } from 'zod/v4/core';
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

interface Compiled {
  /** The body of `(input) => { … }`. */
  code: string;
  /** The constants the body refers to, by name (INVALID, c0, c1, …). */
  constants: [string, unknown][];
}

/**
 * Runs zod's code generator on a schema. compileFn binds the constants through
 * `new Function(...names, code)` and keeps their values to itself; a stand-in for the global
 * `Function` (restored at once) records them on their way to the factory.
 */
function compileSchema(schema: $ZodType): Compiled {
  const RealFunction = globalThis.Function;
  let captured: [string, unknown][] | undefined;
  function CapturingFunction(...args: string[]): (...values: unknown[]) => unknown {
    const names = args.slice(0, -1);
    const factory = RealFunction(...args) as (...values: unknown[]) => unknown;
    return (...values: unknown[]) => {
      captured = names.map((name, index) => [name, values[index]]);
      return factory(...values);
    };
  }
  let compiled: { code?: string | undefined };
  globalThis.Function = CapturingFunction as unknown as FunctionConstructor;
  try {
    compiled = compileFn(schema, { debug: true });
  } finally {
    globalThis.Function = RealFunction;
  }
  if (typeof compiled.code !== 'string' || captured === undefined) {
    throw new Error('gen-validators: zod did not expose the generated code and its constants');
  }
  // With `debug`, the code starts with a comment naming the constants; the header replaces it.
  const code = compiled.code.replace(/^\/\/ Constants:[^\n]*\n/, '');
  return { code, constants: captured };
}

function isStringSet(value: unknown): value is Set<string> {
  return value instanceof Set && [...value].every((item) => typeof item === 'string');
}

/** The declarations of the constants, and the imports they need. */
function emitConstants(
  entry: ValidatorEntry,
  constants: [string, unknown][],
): { imports: Map<string, Set<string>>; lines: string[] } {
  const imports = new Map<string, Set<string>>();
  const lines: string[] = [];
  let needsThrowAsync = false;
  for (const [name, value] of constants) {
    const where = `${entry.schemaName}: constant ${name}`;
    const known = typeof value === 'function' ? KNOWN_FUNCTIONS.get(value) : undefined;
    if (name === 'INVALID') {
      if (typeof value !== 'symbol') throw new Error(`gen-validators: ${where} is not a symbol`);
      lines.push(`const INVALID = Symbol('invalid');`);
    } else if (isStringSet(value)) {
      lines.push(`const ${name} = new Set(${JSON.stringify([...value])});`);
    } else if (value instanceof RegExp) {
      lines.push(`const ${name} = /${value.source}/${value.flags};`);
    } else if (known) {
      const names = imports.get(known.from) ?? new Set<string>();
      names.add(known.name);
      imports.set(known.from, names);
      lines.push(`const ${name} = ${known.name};`);
    } else if (typeof value === 'function' && value.name === 'throwAsync') {
      needsThrowAsync = true;
      lines.push(`const ${name} = throwAsync;`);
    } else {
      const kind =
        typeof value === 'function'
          ? `function ${value.name || '(anonymous)'}`
          : value instanceof Set
            ? 'Set with non-string items'
            : typeof value === 'object' && value !== null
              ? `${value.constructor?.name ?? 'object'} object (a schema compiled as a runtime island?)`
              : typeof value;
      throw new Error(
        `gen-validators: ${where} is a ${kind}, which cannot be emitted as code. Use a function ` +
          'of KNOWN_FUNCTIONS in refinements (passed by identity), or teach the generator the new kind.',
      );
    }
  }
  if (needsThrowAsync) {
    lines.unshift(
      'function throwAsync() {',
      "  throw new Error('A generated validator met an async check; use the schema instead.');",
      '}',
    );
  }
  return { imports, lines };
}

function indent(code: string): string {
  return code
    .split('\n')
    .map((line) => (line === '' ? line : `  ${line}`))
    .join('\n');
}

function generateOne(entry: ValidatorEntry, version: string): string {
  const { code, constants } = compileSchema(entry.schema);
  const { imports, lines } = emitConstants(entry, constants);
  const importLines = [...imports]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([from, names]) => `import { ${[...names].sort().join(', ')} } from '${from}';`);
  return [
    `// Generated by \`${COMMAND}\` (packages/core/scripts/gen-validators.ts) from`,
    `// ${entry.schemaName} in ${entry.schemaFile}, with zod ${version}'s code generator.`,
    '// Do not edit: change the schema and run the command again.',
    '/* eslint-disable */',
    '// @ts-nocheck',
    ...importLines,
    `import type { ${entry.typeName} } from '${entry.typeFrom}';`,
    '',
    ...lines,
    '',
    'function validate(input) {',
    indent(code),
    '}',
    '',
    `/** The input checked and copied as ${entry.schemaName} parses it, or null when it does not match. */`,
    `export function ${entry.functionName}(input: unknown): ${entry.typeName} | null {`,
    '  const result = validate(input);',
    '  return result === INVALID ? null : result;',
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
