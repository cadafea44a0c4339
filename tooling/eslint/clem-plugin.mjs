// The `clem` ESLint plugin. Its first rule, `clem/import-direction`, keeps the layering of
// docs/architecture.md true:
//
//   brand-config <- core <- ui <- sports, betslip, account <- shell <- apps/<brand>
//   (sports may import betslip; apps/sandbox imports only @clem/core/schemas, @clem/core/domain
//   and the brand data of @clem/brand-config)
//
// It reports, for every import / re-export / dynamic import / `import()` type:
//   1. a `@clem/*` package the importing file's layer may not use;
//   2. a deep import into another package (`@clem/x/src/...` or any subpath that is not in
//      packages/x/package.json "exports", read at lint time) and a relative import that climbs out
//      of the file's own package into another one;
//   3. `useSelector` / `useDispatch` / `useStore` from react-redux outside packages/core/src/store/.
//
// Its second rule, `clem/platform-calls`, keeps one way to fetch (docs/architecture.md): in a
// package's src/, only core's platform layer (packages/core/src/platform/**) and the endpoint
// files (`*Api.ts`) touch the platform client. Elsewhere it reports `platformRequest`, the store's
// client (`extra.platform`, `api.extra.platform`, `const { platform } = extra`) and any axios
// import; tests and test helpers are left alone.
//
// Plain ESM with JSDoc types, so it runs without a build step (see tooling/eslint/tsconfig.json for
// the type check).

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: this file lives in <root>/tooling/eslint/. */
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

const SCOPE = '@clem/';
const PICTURE =
  'docs/architecture.md: brand-config <- core <- ui <- sports/betslip/account <- shell <- apps';

/**
 * @typedef {'brand-config' | 'core' | 'ui' | 'sports' | 'betslip' | 'account' | 'shell'} PackageLayer
 * @typedef {PackageLayer | 'brand-app' | 'sandbox'} Layer
 * @typedef {{ kind: 'packages' | 'apps'; name: string; dir: string; rel: string }} Location
 *   Where a file sits: `packages/<name>/` or `apps/<name>/`; `dir` is that folder (absolute),
 *   `rel` the file's path inside it (with forward slashes).
 */

/** Height of each package in the picture; an import may only point to a lower (or allowed) one. */
/** @type {Record<PackageLayer, number>} */
const RANK = {
  'brand-config': 0,
  core: 1,
  ui: 2,
  sports: 3,
  betslip: 3,
  account: 3,
  shell: 4,
};

/** Which `@clem/*` packages each layer may import (besides itself). */
/** @type {Record<PackageLayer, readonly string[]>} */
const ALLOWED = {
  'brand-config': [],
  core: ['brand-config'],
  ui: ['core', 'brand-config'],
  sports: ['ui', 'core', 'brand-config', 'betslip'],
  betslip: ['ui', 'core', 'brand-config'],
  account: ['ui', 'core', 'brand-config'],
  shell: ['brand-config', 'core', 'ui', 'sports', 'betslip', 'account'],
};

/** A brand app reaches the packages through shell (and names its brand from brand-config). */
const BRAND_APP_ALLOWED = ['shell', 'brand-config'];
/** ...and may use core's types (`import type`), never its values. */
const BRAND_APP_TYPE_ONLY = ['core'];
/**
 * The sandbox shares only the contract with the front end, plus the brands as data (the operator
 * settings each brand's platform serves, e.g. the African betslip on the Kenyan brand).
 */
const SANDBOX_ALLOWED = ['@clem/core/schemas', '@clem/core/domain', '@clem/brand-config'];

/** Where to move a shared piece when a layer reaches upwards. */
/** @type {Record<PackageLayer, string>} */
const MOVE_DOWN = {
  'brand-config': 'brand-config (it is data only)',
  core: 'core or brand-config',
  ui: 'ui or core',
  sports: 'ui or core',
  betslip: 'ui or core',
  account: 'ui or core',
  shell: 'shell or a package below it',
};

const RAW_REDUX_HOOKS = new Set(['useSelector', 'useDispatch', 'useStore']);

/**
 * @param {string} p
 * @returns {string}
 */
function toPosix(p) {
  return p.split(path.sep).join('/');
}

/**
 * Finds the package or app a file belongs to from its path: the first `packages/<name>/` or
 * `apps/<name>/` segment below the repository root. (Test fixtures under
 * tooling/eslint/fixtures/packages/<name>/ are therefore linted as that package.)
 * @param {string} file absolute path
 * @returns {Location | null}
 */
export function locate(file) {
  const abs = path.resolve(file);
  const rel = toPosix(path.relative(REPO_ROOT, abs));
  const inRepo = !rel.startsWith('../') && rel !== '..' && !path.isAbsolute(rel);
  const subject = inRepo ? rel : toPosix(abs);
  const match = /(?:^|\/)(packages|apps)\/([^/]+)\//.exec(subject);
  if (!match) return null;
  const kind = /** @type {'packages' | 'apps'} */ (match[1]);
  const name = /** @type {string} */ (match[2]);
  const end = match.index + match[0].length;
  const prefix = subject.slice(0, end);
  const dir = inRepo ? path.join(REPO_ROOT, prefix) : prefix;
  return { kind, name, dir, rel: subject.slice(end) };
}

/**
 * @param {Location | null} loc
 * @returns {Layer | null} null for files outside the layering (root, scripts, tooling packages)
 */
function layerOf(loc) {
  if (!loc) return null;
  if (loc.kind === 'apps') return loc.name === 'sandbox' ? 'sandbox' : 'brand-app';
  return loc.name in RANK ? /** @type {PackageLayer} */ (loc.name) : null;
}

/**
 * @param {Location | null} loc
 * @param {string} file
 */
function labelOf(loc, file) {
  if (!loc) return toPosix(path.relative(REPO_ROOT, file)) || file;
  return loc.kind === 'apps' ? `apps/${loc.name}` : `${SCOPE}${loc.name}`;
}

/**
 * `@clem/app-zedbet` and `@clem/sandbox` are apps: nothing may import them.
 * @param {string} name the part after `@clem/`
 */
function isAppName(name) {
  return name === 'sandbox' || name.startsWith('app-');
}

// ---------------------------------------------------------------------------------------------
// package.json "exports", read at lint time (cached by file modification time)

/** @type {Map<string, { mtimeMs: number; exports: ExportsMap | null }>} */
const exportsCache = new Map();

/**
 * @typedef {{ keys: string[]; blocked: string[] }} ExportsMap
 *   `keys` are the public subpaths ('.', './schemas', './icons/*'); `blocked` are subpaths
 *   mapped to null.
 */

/**
 * @param {string} packageJsonPath
 * @returns {ExportsMap | null} null when the package.json does not exist (not a workspace package)
 */
function readExports(packageJsonPath) {
  let stat;
  try {
    stat = fs.statSync(packageJsonPath);
  } catch {
    return null;
  }
  const cached = exportsCache.get(packageJsonPath);
  if (cached && cached.mtimeMs === stat.mtimeMs) return cached.exports;

  /** @type {ExportsMap} */
  const result = { keys: [], blocked: [] };
  try {
    const json = JSON.parse(fs.readFileSync(packageJsonPath, 'utf8'));
    const exp = json.exports;
    if (typeof exp === 'string' || Array.isArray(exp)) {
      result.keys.push('.');
    } else if (exp && typeof exp === 'object') {
      const keys = Object.keys(exp);
      if (keys.length > 0 && keys.every((k) => k.startsWith('.'))) {
        for (const k of keys) (exp[k] === null ? result.blocked : result.keys).push(k);
      } else {
        result.keys.push('.'); // conditions only ({ import, types, ... }): the root entry
      }
    } else {
      // No "exports": the package is still imported only through its root name.
      result.keys.push('.');
    }
  } catch {
    result.keys.push('.');
  }
  exportsCache.set(packageJsonPath, { mtimeMs: stat.mtimeMs, exports: result });
  return result;
}

/**
 * @param {string} key an exports key, maybe with one `*`
 * @param {string} subpath
 */
function keyMatches(key, subpath) {
  if (!key.includes('*')) return key === subpath;
  const [head = '', tail = ''] = key.split('*');
  return (
    subpath.startsWith(head) &&
    subpath.endsWith(tail) &&
    subpath.length >= head.length + tail.length
  );
}

/**
 * @param {ExportsMap} map
 * @param {string} subpath '.' or './x'
 */
function isExported(map, subpath) {
  if (map.blocked.some((k) => keyMatches(k, subpath))) return false;
  return map.keys.some((k) => keyMatches(k, subpath));
}

// ---------------------------------------------------------------------------------------------
// The rule

/**
 * @typedef {import('estree').Node} EsNode
 * @typedef {{ clem?: { packagesDir?: string } }} ClemSettings
 */

/** @type {import('eslint').Rule.RuleModule} */
const importDirection = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Keep the package layering of docs/architecture.md: no upward or sideways @clem imports, no deep imports into another package, no raw react-redux hooks.',
    },
    schema: [],
    messages: {
      layer: '{{importer}} must not import {{target}}: {{why}} (' + PICTURE + '). {{fix}}',
      appTarget:
        '{{importer}} must not import {{target}}: apps are the top of the layering and nothing imports them (' +
        PICTURE +
        '). Move the shared piece down into a package.',
      brandApp:
        '{{importer}} must not import {{target}}: a brand app is thin and reaches the packages only through @clem/shell and @clem/brand-config; @clem/core only with `import type` (' +
        PICTURE +
        '). Re-export what the app needs from @clem/shell.',
      sandbox:
        'apps/sandbox must not import {{specifier}}: the sandbox shares only the platform contract (@clem/core/schemas and @clem/core/domain) and the brand data (@clem/brand-config) with the front end, never its UI, store or client code (docs/architecture.md). Import from @clem/core/schemas, @clem/core/domain or @clem/brand-config.',
      deepImport:
        "{{importer}} must not deep-import '{{specifier}}': {{target}} is imported only through the entry points in its package.json \"exports\" ({{exports}}); everything else is private to it. Import from '{{target}}', or add an entry point to {{packageJson}}.",
      relativeClimb:
        "'{{specifier}}' climbs out of {{importer}} into {{target}}: packages use each other only by package name and \"exports\", never by relative path. Import from '{{target}}' instead.",
      rawReduxHook:
        'Do not use {{name}} from react-redux: use the typed hooks useAppSelector/useAppDispatch/useAppStore from @clem/core (raw react-redux hooks belong only in packages/core/src/store/).',
    },
  },

  create(context) {
    const file = path.resolve(context.cwd, context.physicalFilename || context.filename);
    const loc = locate(file);
    const layer = layerOf(loc);
    const importer = labelOf(loc, file);
    const settings = /** @type {ClemSettings} */ (context.settings);
    const packagesDir = settings.clem?.packagesDir
      ? path.resolve(REPO_ROOT, settings.clem.packagesDir)
      : path.join(REPO_ROOT, 'packages');
    const rawHooksAllowed =
      loc !== null &&
      loc.kind === 'packages' &&
      loc.name === 'core' &&
      loc.rel.startsWith('src/store/');

    /**
     * @param {EsNode} node
     * @param {string} targetName part after `@clem/`
     * @param {string} specifier
     * @param {boolean} typeOnly
     * @returns {boolean} true when reported
     */
    function checkLayer(node, targetName, specifier, typeOnly) {
      const target = SCOPE + targetName;
      if (layer === null) return false; // root files, scripts, tooling: outside the layering
      if (layer === 'sandbox') {
        if (SANDBOX_ALLOWED.includes(specifier)) return false;
        context.report({ node, messageId: 'sandbox', data: { specifier } });
        return true;
      }
      if (isAppName(targetName)) {
        context.report({ node, messageId: 'appTarget', data: { importer, target } });
        return true;
      }
      if (!(targetName in RANK)) return false; // tooling packages (tsconfig, eslint-config)
      if (layer === 'brand-app') {
        if (BRAND_APP_ALLOWED.includes(targetName)) return false;
        if (typeOnly && BRAND_APP_TYPE_ONLY.includes(targetName)) return false;
        context.report({ node, messageId: 'brandApp', data: { importer, target } });
        return true;
      }
      if (ALLOWED[layer].includes(targetName)) return false;

      const targetLayer = /** @type {PackageLayer} */ (targetName);
      /** @type {string} */
      let why;
      if (RANK[targetLayer] === RANK[layer]) {
        why = `the feature packages are siblings (only sports may import betslip's public selection API)`;
      } else if (layer === 'brand-config') {
        why = 'brand-config is the bottom layer: brands as data, importing no other @clem package';
      } else {
        const above = RANK[targetLayer] === 3 ? 'the feature packages' : targetName;
        why = `${layer} is below ${above}`;
      }
      context.report({
        node,
        messageId: 'layer',
        data: {
          importer,
          target,
          why,
          fix: `Move the shared piece down into ${MOVE_DOWN[layer]}.`,
        },
      });
      return true;
    }

    /**
     * @param {EsNode} node
     * @param {string} targetName
     * @param {string} specifier
     * @param {string} subpath
     */
    function checkExports(node, targetName, specifier, subpath) {
      if (isAppName(targetName)) return;
      const packageJson = path.join(packagesDir, targetName, 'package.json');
      const map = readExports(packageJson);
      if (!map || isExported(map, subpath)) return;
      context.report({
        node,
        messageId: 'deepImport',
        data: {
          importer,
          specifier,
          target: SCOPE + targetName,
          exports: map.keys.join(', ') || 'none',
          packageJson: toPosix(path.relative(REPO_ROOT, packageJson)),
        },
      });
    }

    /**
     * @param {EsNode} node the node to report
     * @param {string} specifier
     * @param {boolean} typeOnly
     */
    function checkSpecifier(node, specifier, typeOnly) {
      if (specifier.startsWith(SCOPE)) {
        const rest = specifier.slice(SCOPE.length);
        const slash = rest.indexOf('/');
        const targetName = slash === -1 ? rest : rest.slice(0, slash);
        const subpath = slash === -1 ? '.' : `./${rest.slice(slash + 1)}`;
        if (loc && loc.kind === 'packages' && loc.name === targetName) return; // itself
        if (checkLayer(node, targetName, specifier, typeOnly)) return;
        checkExports(node, targetName, specifier, subpath);
        return;
      }
      if ((specifier.startsWith('./') || specifier.startsWith('../')) && loc) {
        const targetLoc = locate(path.resolve(path.dirname(file), specifier) + '/');
        if (!targetLoc || (targetLoc.kind === loc.kind && targetLoc.name === loc.name)) return;
        // Outside the package, inside another one.
        const targetName =
          targetLoc.kind === 'packages' || targetLoc.name === 'sandbox'
            ? targetLoc.name
            : `app-${targetLoc.name}`;
        if (checkLayer(node, targetName, `${SCOPE}${targetName}`, typeOnly)) return;
        context.report({
          node,
          messageId: 'relativeClimb',
          data: { specifier, importer, target: labelOf(targetLoc, file) },
        });
      }
    }

    /**
     * @param {EsNode} node
     * @param {string} name
     */
    function reportRawHook(node, name) {
      if (!rawHooksAllowed && RAW_REDUX_HOOKS.has(name)) {
        context.report({ node, messageId: 'rawReduxHook', data: { name } });
      }
    }

    /** Local names bound to `import * as X from 'react-redux'`. */
    const reduxNamespaces = new Set();

    /**
     * @param {import('estree').Identifier | import('estree').Literal} n
     */
    const nameOf = (n) => (n.type === 'Identifier' ? n.name : String(n.value));

    /**
     * typescript-eslint adds importKind / exportKind; plain JS has neither.
     * @param {unknown} node
     * @param {'importKind' | 'exportKind'} key
     */
    const isTypeKind = (node, key) => /** @type {Record<string, unknown>} */ (node)[key] === 'type';

    return {
      ImportDeclaration(node) {
        const specifier = String(node.source.value);
        const typeOnly =
          isTypeKind(node, 'importKind') ||
          (node.specifiers.length > 0 &&
            node.specifiers.every(
              (s) => s.type === 'ImportSpecifier' && isTypeKind(s, 'importKind'),
            ));
        checkSpecifier(node.source, specifier, typeOnly);
        if (specifier === 'react-redux' && !isTypeKind(node, 'importKind')) {
          for (const s of node.specifiers) {
            if (s.type === 'ImportSpecifier' && !isTypeKind(s, 'importKind')) {
              reportRawHook(s, nameOf(s.imported));
            } else if (s.type === 'ImportNamespaceSpecifier') {
              reduxNamespaces.add(s.local.name);
            }
          }
        }
      },
      ExportNamedDeclaration(node) {
        if (!node.source) return;
        const specifier = String(node.source.value);
        checkSpecifier(node.source, specifier, isTypeKind(node, 'exportKind'));
        if (specifier === 'react-redux' && !isTypeKind(node, 'exportKind')) {
          for (const s of node.specifiers) {
            if (!isTypeKind(s, 'exportKind')) reportRawHook(s, nameOf(s.local));
          }
        }
      },
      ExportAllDeclaration(node) {
        checkSpecifier(node.source, String(node.source.value), isTypeKind(node, 'exportKind'));
      },
      ImportExpression(node) {
        const src = node.source;
        if (src.type === 'Literal' && typeof src.value === 'string') {
          checkSpecifier(src, src.value, false);
        } else if (src.type === 'TemplateLiteral' && src.expressions.length === 0) {
          checkSpecifier(src, src.quasis[0]?.value.cooked ?? '', false);
        }
      },
      /**
       * `type X = import('@clem/sports').Y` (typescript-eslint 8: `source`; older: `argument`)
       * @param {EsNode & { source?: { value?: unknown } }} node
       */
      TSImportType(node) {
        const value = node.source?.value;
        if (typeof value === 'string') checkSpecifier(node, value, true);
      },
      /**
       * `import x = require('@clem/sports')`
       * @param {EsNode & { importKind?: string; moduleReference?: { type: string; expression?: { value?: unknown } } }} node
       */
      TSImportEqualsDeclaration(node) {
        const ref = node.moduleReference;
        if (
          ref?.type === 'TSExternalModuleReference' &&
          typeof ref.expression?.value === 'string'
        ) {
          checkSpecifier(node, ref.expression.value, node.importKind === 'type');
        }
      },
      MemberExpression(node) {
        if (
          reduxNamespaces.size > 0 &&
          node.object.type === 'Identifier' &&
          reduxNamespaces.has(node.object.name) &&
          !node.computed &&
          node.property.type === 'Identifier'
        ) {
          reportRawHook(node, node.property.name);
        }
      },
    };
  },
};

// ---------------------------------------------------------------------------------------------
// clem/platform-calls: one way to call the platform

/**
 * Whether a file may talk to the platform client directly: core's platform layer
 * (packages/core/src/platform/**), the endpoint files that inject RTK Query endpoints into the
 * one platform api (`*Api.ts`, `*Api.tsx`), tests and test helpers (they build fake adapters), and
 * everything outside a package's `src/` (apps, scripts, tooling).
 * @param {string} file absolute path
 */
export function mayCallPlatformDirectly(file) {
  const loc = locate(file);
  if (!loc || loc.kind !== 'packages' || !loc.rel.startsWith('src/')) return true;
  if (loc.name === 'core' && loc.rel.startsWith('src/platform/')) return true;
  const base = path.posix.basename(loc.rel);
  if (/Api\.tsx?$/.test(base)) return true;
  if (/\.(test|spec|stories)\.[cm]?[jt]sx?$/.test(base)) return true;
  return loc.rel.split('/').includes('test');
}

/** @type {ReadonlySet<string>} */
const TS_WRAPPERS = new Set([
  'TSAsExpression',
  'TSNonNullExpression',
  'TSTypeAssertion',
  'TSSatisfiesExpression',
]);

/**
 * `x` without TypeScript's wrappers: `(x as T)`, `x!`, `<T>x`, `x satisfies T`.
 * @param {EsNode} node
 * @returns {EsNode}
 */
function unwrapTs(node) {
  let current = /** @type {EsNode & { expression?: EsNode }} */ (node);
  while (current.expression && TS_WRAPPERS.has(current.type)) {
    current = /** @type {EsNode & { expression?: EsNode }} */ (current.expression);
  }
  return current;
}

/**
 * Whether an expression is a store's thunk or listener extra: `extra`, `api.extra`,
 * `listenerApi.extra`, `(api.extra as StoreExtra)`.
 * @param {EsNode} node
 */
function isExtra(node) {
  const bare = unwrapTs(node);
  if (bare.type === 'Identifier') return bare.name === 'extra';
  return (
    bare.type === 'MemberExpression' &&
    !bare.computed &&
    bare.property.type === 'Identifier' &&
    bare.property.name === 'extra'
  );
}

/**
 * Whether an object pattern takes out `platform`: `const { platform } = extra`.
 * @param {import('estree').ObjectPattern} pattern
 */
function takesPlatform(pattern) {
  return pattern.properties.some(
    (p) =>
      p.type === 'Property' &&
      !p.computed &&
      ((p.key.type === 'Identifier' && p.key.name === 'platform') ||
        (p.key.type === 'Literal' && p.key.value === 'platform')),
  );
}

/**
 * @param {string} specifier
 */
const isAxios = (specifier) => specifier === 'axios' || specifier.startsWith('axios/');

const ENDPOINTS_HINT =
  'Components and listeners reach the platform through RTK Query endpoints: inject one into platformApi in the feature\'s `*Api.ts` file and dispatch `api.endpoints.<name>.initiate(...)` (docs/architecture.md, "One way to fetch").';

/** @type {import('eslint').Rule.RuleModule} */
const platformCalls = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Client code calls the platform only through RTK Query endpoints: no platformRequest, no extra.platform and no axios outside packages/core/src/platform/ and the *Api.ts endpoint files.',
    },
    schema: [],
    messages: {
      platformRequest: 'Do not call platformRequest here. ' + ENDPOINTS_HINT,
      extraPlatform:
        "Do not use the store's platform client (extra.platform) here. " + ENDPOINTS_HINT,
      axios:
        "Do not import '{{specifier}}' here: axios belongs to packages/core/src/platform/. " +
        ENDPOINTS_HINT,
    },
  },

  create(context) {
    const file = path.resolve(context.cwd, context.physicalFilename || context.filename);
    if (mayCallPlatformDirectly(file)) return {};

    /**
     * @param {EsNode} node
     * @param {unknown} value
     */
    function checkSource(node, value) {
      if (typeof value === 'string' && isAxios(value)) {
        context.report({ node, messageId: 'axios', data: { specifier: value } });
      }
    }

    return {
      ImportDeclaration(node) {
        checkSource(node.source, node.source.value);
        for (const s of node.specifiers) {
          if (
            s.type === 'ImportSpecifier' &&
            (s.imported.type === 'Identifier' ? s.imported.name : String(s.imported.value)) ===
              'platformRequest'
          ) {
            context.report({ node: s, messageId: 'platformRequest' });
          }
        }
      },
      ExportNamedDeclaration(node) {
        if (node.source) checkSource(node.source, node.source.value);
        for (const s of node.specifiers) {
          const local = s.local.type === 'Identifier' ? s.local.name : String(s.local.value);
          if (local === 'platformRequest') {
            context.report({ node: s, messageId: 'platformRequest' });
          }
        }
      },
      ExportAllDeclaration(node) {
        checkSource(node.source, node.source.value);
      },
      ImportExpression(node) {
        const src = node.source;
        if (src.type === 'Literal') checkSource(src, src.value);
        else if (src.type === 'TemplateLiteral' && src.expressions.length === 0) {
          checkSource(src, src.quasis[0]?.value.cooked);
        }
      },
      /**
       * `import axios = require('axios')`
       * @param {EsNode & { moduleReference?: { type: string; expression?: { value?: unknown } } }} node
       */
      TSImportEqualsDeclaration(node) {
        const ref = node.moduleReference;
        if (ref?.type === 'TSExternalModuleReference') checkSource(node, ref.expression?.value);
      },
      /**
       * `type C = import('axios').AxiosInstance`
       * @param {EsNode & { source?: { value?: unknown } }} node
       */
      TSImportType(node) {
        checkSource(node, node.source?.value);
      },
      MemberExpression(node) {
        if (node.computed || node.property.type !== 'Identifier') return;
        if (node.property.name === 'platformRequest') {
          context.report({ node, messageId: 'platformRequest' });
        } else if (node.property.name === 'platform' && isExtra(node.object)) {
          context.report({ node, messageId: 'extraPlatform' });
        }
      },
      VariableDeclarator(node) {
        if (node.id.type === 'ObjectPattern' && node.init && isExtra(node.init)) {
          if (takesPlatform(node.id)) context.report({ node, messageId: 'extraPlatform' });
        }
      },
      /** `({ extra: { platform } }) => …`, `const { extra: { platform } } = api` */
      Property(node) {
        if (
          node.parent.type === 'ObjectPattern' &&
          !node.computed &&
          node.key.type === 'Identifier' &&
          node.key.name === 'extra' &&
          node.value.type === 'ObjectPattern' &&
          takesPlatform(node.value)
        ) {
          context.report({ node, messageId: 'extraPlatform' });
        }
      },
    };
  },
};

/** @type {import('eslint').ESLint.Plugin} */
const plugin = {
  meta: { name: 'eslint-plugin-clem', version: '0.1.0' },
  rules: { 'import-direction': importDirection, 'platform-calls': platformCalls },
};

export default plugin;
