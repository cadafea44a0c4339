// Tests for clem/import-direction. Run from the repository root:
//   npx vitest run --root tooling/eslint
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import clem, { locate, mayCallPlatformDirectly } from './clem-plugin.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = fileURLToPath(new URL('../..', import.meta.url));
/** @param {string} rel a path from the repository root */
const at = (rel) => path.join(root, rel);

/** Exports as core will publish them (., ./schemas, ./domain) and two more shapes. */
const fixtureWorkspace = { clem: { packagesDir: 'tooling/eslint/fixtures/workspace/packages' } };

const PICTURE =
  'docs/architecture.md: brand-config <- core <- ui <- sports/betslip/account <- shell <- apps';

const rule = /** @type {import('eslint').Rule.RuleModule} */ (clem.rules?.['import-direction']);

const ruleTester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    ecmaVersion: 'latest',
    sourceType: 'module',
  },
});

describe('locate', () => {
  it('finds the package or app from a path', () => {
    expect(locate(at('packages/ui/src/Button/Button.tsx'))).toMatchObject({
      kind: 'packages',
      name: 'ui',
      rel: 'src/Button/Button.tsx',
    });
    expect(locate(at('apps/sandbox/src/main.ts'))).toMatchObject({ kind: 'apps', name: 'sandbox' });
    expect(locate(at('apps/zedbet/app/[locale]/page.tsx'))).toMatchObject({
      kind: 'apps',
      name: 'zedbet',
    });
    expect(locate(at('tooling/eslint/fixtures/packages/ui/src/wrong-import.ts'))).toMatchObject({
      kind: 'packages',
      name: 'ui',
    });
    expect(locate(at('scripts/gen-apps.ts'))).toBeNull();
    expect(locate(at('.storybook/preview.tsx'))).toBeNull();
  });
});

describe('layers: which @clem packages a layer may import', () => {
  ruleTester.run('clem/import-direction', rule, {
    valid: [
      {
        name: 'ui uses core and brand-config',
        filename: at('packages/ui/src/theme/theme.ts'),
        code: "import { cssVarTheme } from '@clem/brand-config';\nimport { ok } from '@clem/core';",
      },
      {
        name: 'core uses brand-config',
        filename: at('packages/core/src/domain/odds.ts'),
        code: "import { brands } from '@clem/brand-config';",
      },
      {
        name: 'sports uses betslip (its public selection API), ui and core',
        filename: at('packages/sports/src/event/components/OddsButton.tsx'),
        code: "import { addSelection } from '@clem/betslip';\nimport { Button } from '@clem/ui';\nimport { formatOdds } from '@clem/core';",
      },
      {
        name: 'betslip and account use ui, core, brand-config',
        filename: at('packages/account/src/login/LoginForm.tsx'),
        code: "import { Button } from '@clem/ui';\nexport * from '@clem/core';\nimport { getBrand } from '@clem/brand-config';",
      },
      {
        name: 'shell uses every package',
        filename: at('packages/shell/src/layout/Page.tsx'),
        code: [
          "import { getBrand } from '@clem/brand-config';",
          "import { makeStore } from '@clem/core';",
          "import { Stack } from '@clem/ui';",
          "import { SportTreeMenu } from '@clem/sports';",
          "import { Betslip } from '@clem/betslip';",
          "import { AccountMenu } from '@clem/account';",
        ].join('\n'),
      },
      {
        name: 'a brand app uses shell and brand-config, and core for types only',
        filename: at('apps/zedbet/app/[locale]/page.tsx'),
        code: [
          "export { default } from '@clem/shell';",
          "import { getBrand } from '@clem/brand-config';",
          "import type { Locale } from '@clem/core';",
          "import { type Settings } from '@clem/core';",
        ].join('\n'),
      },
      {
        name: 'the sandbox uses the contract: core schemas and domain',
        filename: at('apps/sandbox/src/routes/events.ts'),
        settings: fixtureWorkspace,
        code: "import { eventSchema } from '@clem/core/schemas';\nimport { slugify } from '@clem/core/domain';\nimport { brands } from '@clem/brand-config';",
      },
      {
        name: 'files outside the layering (scripts, root config) may use any root entry',
        filename: at('scripts/gen-apps.ts'),
        code: "import { brands } from '@clem/brand-config';\nimport { PageShell } from '@clem/shell';",
      },
      {
        name: 'non-@clem and local imports are not its business',
        filename: at('packages/ui/src/Button/Button.tsx'),
        code: "import { styled } from 'styled-components';\nimport { useState } from 'react';\nimport { focusRing } from '../theme/focusRing';",
      },
    ],
    invalid: [
      {
        name: 'ui importing a feature package (message names both and says why)',
        filename: at('packages/ui/src/SportTree/SportTree.tsx'),
        code: "import { useSportTree } from '@clem/sports';",
        errors: [
          {
            message: `@clem/ui must not import @clem/sports: ui is below the feature packages (${PICTURE}). Move the shared piece down into ui or core.`,
          },
        ],
      },
      {
        name: 'the same through a type-only import, a re-export, a dynamic import and an import type',
        filename: at('packages/ui/src/index.ts'),
        code: [
          "import type { Sport } from '@clem/sports';",
          "export * from '@clem/account';",
          "const lazy = () => import('@clem/betslip');",
          "type Shell = import('@clem/shell').Shell;",
          "import account = require('@clem/account');",
        ].join('\n'),
        errors: [
          { messageId: 'layer', line: 1 },
          { messageId: 'layer', line: 2 },
          { messageId: 'layer', line: 3 },
          { messageId: 'layer', line: 4 },
          { messageId: 'layer', line: 5 },
        ],
      },
      {
        name: 'core importing ui',
        filename: at('packages/core/src/store/makeStore.ts'),
        code: "import { Button } from '@clem/ui';",
        errors: [
          {
            message: `@clem/core must not import @clem/ui: core is below ui (${PICTURE}). Move the shared piece down into core or brand-config.`,
          },
        ],
      },
      {
        name: 'brand-config importing anything of ours',
        filename: at('packages/brand-config/src/brands/zedbet.ts'),
        code: "import { slugify } from '@clem/core';",
        errors: [{ messageId: 'layer' }],
      },
      {
        name: 'feature packages are siblings: betslip must not import sports, account must not import betslip',
        filename: at('packages/betslip/src/slip/Betslip.tsx'),
        code: "import { EventRow } from '@clem/sports';",
        errors: [
          {
            message: `@clem/betslip must not import @clem/sports: the feature packages are siblings (only sports may import betslip's public selection API) (${PICTURE}). Move the shared piece down into ui or core.`,
          },
        ],
      },
      {
        name: 'account importing betslip',
        filename: at('packages/account/src/wallet/Wallet.tsx'),
        code: "import { useBetCount } from '@clem/betslip';",
        errors: [{ messageId: 'layer' }],
      },
      {
        name: 'sports importing shell',
        filename: at('packages/sports/src/tree/SportMenu.tsx'),
        code: "import { Header } from '@clem/shell';",
        errors: [{ messageId: 'layer' }],
      },
      {
        name: 'nothing imports an app',
        filename: at('packages/shell/src/index.ts'),
        code: "import brand from '@clem/app-zedbet';",
        errors: [{ messageId: 'appTarget' }],
      },
      {
        name: 'a brand app skipping shell, or using core values',
        filename: at('apps/dafabet/app/[locale]/sports/page.tsx'),
        code: "import { SportTree } from '@clem/ui';\nimport { makeStore } from '@clem/core';\nimport { EventPage } from '@clem/sports';",
        errors: [
          {
            message: `apps/dafabet must not import @clem/ui: a brand app is thin and reaches the packages only through @clem/shell and @clem/brand-config; @clem/core only with \`import type\` (${PICTURE}). Re-export what the app needs from @clem/shell.`,
          },
          { messageId: 'brandApp' },
          { messageId: 'brandApp' },
        ],
      },
      {
        name: 'the sandbox beyond core schemas and domain',
        filename: at('apps/sandbox/src/server.ts'),
        settings: fixtureWorkspace,
        code: "import { makeStore } from '@clem/core';\nimport { Button } from '@clem/ui';\nimport { Header } from '@clem/shell';",
        errors: [
          {
            message:
              'apps/sandbox must not import @clem/core: the sandbox shares only the platform contract (@clem/core/schemas and @clem/core/domain) and the brand data (@clem/brand-config) with the front end, never its UI, store or client code (docs/architecture.md). Import from @clem/core/schemas, @clem/core/domain or @clem/brand-config.',
          },
          { messageId: 'sandbox' },
          { messageId: 'sandbox' },
        ],
      },
      {
        name: 'a fixture under tooling/eslint/fixtures/packages/ui counts as ui',
        filename: at('tooling/eslint/fixtures/packages/ui/src/wrong-import.ts'),
        code: "import { SportTree } from '@clem/sports';",
        errors: [{ messageId: 'layer' }],
      },
    ],
  });
});

describe('deep imports: only a package name and its exports', () => {
  ruleTester.run('clem/import-direction', rule, {
    valid: [
      {
        name: 'subpaths listed in exports',
        filename: at('packages/sports/src/lib/odds.ts'),
        settings: fixtureWorkspace,
        code: "import { oddsSchema } from '@clem/core/schemas';\nimport { toDecimal } from '@clem/core/domain';\nimport { dark } from '@clem/brand-config/themes/dark';",
      },
      {
        name: 'a relative import that leaves the package for a root file (shared vitest config)',
        filename: at('packages/ui/vitest.config.ts'),
        code: "import { clemVitestConfig } from '../../vitest.shared';",
      },
      {
        name: 'a relative import inside the package',
        filename: at('packages/ui/src/SportTree/SportTree.tsx'),
        code: "import { Heading } from '../Heading';\nimport { clemTheme } from '../theme/theme';",
      },
    ],
    invalid: [
      {
        name: 'into another package src (exports read from the real packages/core/package.json)',
        filename: at('packages/ui/src/Button/Button.tsx'),
        code: "import { tokens } from '@clem/core/src/store/makeStore';",
        errors: [{ messageId: 'deepImport' }],
      },
      {
        name: 'a subpath core does not export',
        filename: at('packages/sports/src/lib/odds.ts'),
        settings: fixtureWorkspace,
        code: "import { client } from '@clem/core/platform';",
        errors: [
          {
            message:
              "@clem/sports must not deep-import '@clem/core/platform': @clem/core is imported only through the entry points in its package.json \"exports\" (., ./schemas, ./domain); everything else is private to it. Import from '@clem/core', or add an entry point to tooling/eslint/fixtures/workspace/packages/core/package.json.",
          },
        ],
      },
      {
        name: 'a subpath blocked with null, and any subpath of a package without exports',
        filename: at('packages/sports/src/lib/odds.ts'),
        settings: fixtureWorkspace,
        code: "import { x } from '@clem/brand-config/themes/internal/x';\nimport { Button } from '@clem/ui/Button';",
        errors: [{ messageId: 'deepImport' }, { messageId: 'deepImport' }],
      },
      {
        name: 'also from files outside the layering',
        filename: at('.storybook/preview.tsx'),
        code: "import { brands } from '@clem/brand-config/src/brands';",
        errors: [{ messageId: 'deepImport' }],
      },
      {
        name: 'a relative import climbing out of ui into core',
        filename: at('packages/ui/src/Button/Button.tsx'),
        code: "import { formatOdds } from '../../../core/src/domain/odds';",
        errors: [
          {
            message:
              "'../../../core/src/domain/odds' climbs out of @clem/ui into @clem/core: packages use each other only by package name and \"exports\", never by relative path. Import from '@clem/core' instead.",
          },
        ],
      },
      {
        name: 'a relative import from an app into a package',
        filename: at('apps/zedbet/app/page.tsx'),
        code: "export { default } from '../../../packages/shell/src/pages/Home';",
        errors: [{ messageId: 'relativeClimb' }],
      },
      {
        name: 'a relative climb against the layering reports the layer',
        filename: at('packages/core/src/index.ts'),
        code: "import { Button } from '../../ui/src';",
        errors: [{ messageId: 'layer' }],
      },
    ],
  });
});

describe('raw react-redux hooks', () => {
  ruleTester.run('clem/import-direction', rule, {
    valid: [
      {
        name: 'core/src/store builds the typed hooks from them',
        filename: at('packages/core/src/store/hooks.ts'),
        code: "import { useSelector, useDispatch, useStore } from 'react-redux';\nexport const useAppSelector = useSelector.withTypes();",
      },
      {
        name: 'other react-redux exports and types are fine elsewhere',
        filename: at('packages/shell/src/StoreProvider.tsx'),
        code: "import { Provider } from 'react-redux';\nimport type { TypedUseSelectorHook } from 'react-redux';\nimport { useAppSelector } from '@clem/core';",
      },
    ],
    invalid: [
      {
        name: 'useSelector in a feature package',
        filename: at('packages/sports/src/live/LiveList.tsx'),
        code: "import { useSelector } from 'react-redux';",
        errors: [
          {
            message:
              'Do not use useSelector from react-redux: use the typed hooks useAppSelector/useAppDispatch/useAppStore from @clem/core (raw react-redux hooks belong only in packages/core/src/store/).',
          },
        ],
      },
      {
        name: 'useDispatch and useStore in core outside store/, also aliased',
        filename: at('packages/core/src/platform/client.ts'),
        code: "import { useDispatch as dispatchHook, useStore } from 'react-redux';",
        errors: [{ messageId: 'rawReduxHook' }, { messageId: 'rawReduxHook' }],
      },
      {
        name: 'a re-export and a namespace access',
        filename: at('packages/shell/src/hooks.ts'),
        code: "export { useSelector } from 'react-redux';\nimport * as Redux from 'react-redux';\nconst d = Redux.useDispatch;",
        errors: [
          { messageId: 'rawReduxHook', line: 1 },
          { messageId: 'rawReduxHook', line: 3 },
        ],
      },
      {
        name: 'in a brand app',
        filename: at('apps/msw/app/[locale]/page.tsx'),
        code: "import { useStore } from 'react-redux';",
        errors: [{ messageId: 'rawReduxHook' }],
      },
    ],
  });
});

const platformCalls = /** @type {import('eslint').Rule.RuleModule} */ (
  clem.rules?.['platform-calls']
);

describe('mayCallPlatformDirectly', () => {
  it('allows core platform, endpoint files, tests and files outside package src', () => {
    expect(mayCallPlatformDirectly(at('packages/core/src/platform/client.ts'))).toBe(true);
    expect(mayCallPlatformDirectly(at('packages/core/src/platform/server/calls.ts'))).toBe(true);
    expect(mayCallPlatformDirectly(at('packages/account/src/session/sessionApi.ts'))).toBe(true);
    expect(mayCallPlatformDirectly(at('packages/account/src/session/x.test.ts'))).toBe(true);
    expect(mayCallPlatformDirectly(at('packages/account/src/login/test/fake.ts'))).toBe(true);
    expect(mayCallPlatformDirectly(at('apps/sandbox/src/server.ts'))).toBe(true);
    expect(mayCallPlatformDirectly(at('scripts/gen-apps.ts'))).toBe(true);
  });

  it('holds everything else in a package src to the endpoints', () => {
    expect(mayCallPlatformDirectly(at('packages/account/src/session/sessionListeners.ts'))).toBe(
      false,
    );
    expect(mayCallPlatformDirectly(at('packages/core/src/store/makeStore.ts'))).toBe(false);
    expect(mayCallPlatformDirectly(at('packages/betslip/src/slip/ApiHint.tsx'))).toBe(false);
    expect(mayCallPlatformDirectly(at('packages/shell/src/frame/PageFrame.tsx'))).toBe(false);
  });
});

describe('clem/platform-calls: one way to fetch', () => {
  ruleTester.run('clem/platform-calls', platformCalls, {
    valid: [
      {
        name: 'an endpoint file injects calls and may use the client and axios',
        filename: at('packages/account/src/session/sessionApi.ts'),
        code: [
          "import type { AxiosRequestConfig } from 'axios';",
          "import { platformApi, platformRequest } from '@clem/core';",
          'const { platform } = extra;',
          'await api.extra.platform.request({ url });',
        ].join('\n'),
      },
      {
        name: 'core platform layer',
        filename: at('packages/core/src/platform/baseApi.ts'),
        code: "import axios from 'axios';\nimport { platformRequest } from './client';\nconst { platform } = api.extra as StoreExtra;",
      },
      {
        name: 'a test builds a fake adapter',
        filename: at('packages/account/src/session/sessionListeners.test.ts'),
        code: "import { AxiosError, type AxiosAdapter } from 'axios';",
      },
      {
        name: 'a listener dispatching an endpoint; other things named platform',
        filename: at('packages/account/src/session/sessionListeners.ts'),
        code: [
          'await api.dispatch(sessionApi.endpoints.checkIcorePlayer.initiate(undefined, { track: false })).unwrap();',
          'const id = brand.platform.portalId;',
          'const { platform } = props;',
          'const store = makeStore({ extra: { platform: client } });',
        ].join('\n'),
      },
    ],
    invalid: [
      {
        name: 'platformRequest imported, re-exported or reached through a namespace',
        filename: at('packages/account/src/chat/liveChatListeners.ts'),
        code: [
          "import { platformRequest } from '@clem/core';",
          "export { platformRequest } from '@clem/core';",
          'core.platformRequest(client, args);',
        ].join('\n'),
        errors: [
          {
            message:
              'Do not call platformRequest here. Components and listeners reach the platform through RTK Query endpoints: inject one into platformApi in the feature\'s `*Api.ts` file and dispatch `api.endpoints.<name>.initiate(...)` (docs/architecture.md, "One way to fetch").',
            line: 1,
          },
          { messageId: 'platformRequest', line: 2 },
          { messageId: 'platformRequest', line: 3 },
        ],
      },
      {
        name: 'the store client through extra, however it is reached',
        filename: at('packages/account/src/login/loginFlow.ts'),
        code: [
          "extra.platform.request({ url: '/auth/_clem/session', method: 'DELETE' });",
          'ctx.extra.platform.request({ url });',
          '(api.extra as StoreExtra).platform;',
          'const { platform } = extra;',
          'const { extra: { platform: client } } = api;',
        ].join('\n'),
        errors: [
          { messageId: 'extraPlatform', line: 1 },
          { messageId: 'extraPlatform', line: 2 },
          { messageId: 'extraPlatform', line: 3 },
          { messageId: 'extraPlatform', line: 4 },
          { messageId: 'extraPlatform', line: 5 },
        ],
      },
      {
        name: 'axios in any form outside core platform and the endpoint files',
        filename: at('packages/betslip/src/slip/placement.ts'),
        code: [
          "import axios from 'axios';",
          "import type { AxiosInstance } from 'axios';",
          "const lazy = () => import('axios');",
          "export * from 'axios/unsafe/core/AxiosError.js';",
          "type C = import('axios').AxiosInstance;",
        ].join('\n'),
        errors: [
          { messageId: 'axios', line: 1 },
          { messageId: 'axios', line: 2 },
          { messageId: 'axios', line: 3 },
          { messageId: 'axios', line: 4 },
          { messageId: 'axios', line: 5 },
        ],
      },
      {
        name: 'core outside its platform layer is held to it too',
        filename: at('packages/core/src/store/makeStore.ts'),
        code: "import { platformRequest } from '../platform/client';",
        errors: [{ messageId: 'platformRequest' }],
      },
    ],
  });
});

describe('the repository config', () => {
  it('reports a direct platform call in the account fixture with the real config', async () => {
    const eslint = new ESLint({
      cwd: root,
      overrideConfigFile: path.join(root, 'eslint.config.mjs'),
      ignore: false,
    });
    const fixture = at('tooling/eslint/fixtures/packages/account/src/session/direct-fetch.ts');
    const [result] = await eslint.lintFiles([fixture]);
    const messages = (result?.messages ?? []).filter((m) => m.ruleId === 'clem/platform-calls');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ severity: 2, line: 7, messageId: 'extraPlatform' });
  });

  it('reports @clem/sports imported from the ui fixture with the real ESLint and eslint.config.mjs', async () => {
    const eslint = new ESLint({
      cwd: root,
      overrideConfigFile: path.join(root, 'eslint.config.mjs'),
      ignore: false, // the fixtures folder is ignored in the normal lint run
    });
    const fixture = at('tooling/eslint/fixtures/packages/ui/src/wrong-import.ts');
    const [result] = await eslint.lintFiles([fixture]);
    const messages = (result?.messages ?? []).filter((m) => m.ruleId === 'clem/import-direction');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      severity: 2,
      line: 3,
      message: expect.stringContaining('@clem/ui must not import @clem/sports'),
    });
  });

  it('refuses classic zod in packages/ and leaves the sandbox its classic zod', async () => {
    const eslint = new ESLint({
      cwd: root,
      overrideConfigFile: path.join(root, 'eslint.config.mjs'),
    });
    const code = [
      "import { z } from 'zod';",
      "import type { ZodError } from 'zod';",
      "import * as m from 'zod/mini';",
      "import type { $ZodType } from 'zod/v4/core';",
      'export type T = ZodError | $ZodType;',
      'export const schemas = [z.string(), m.string()];',
    ].join('\n');
    /** @param {string} file */
    const restricted = async (file) => {
      const [result] = await eslint.lintText(code, { filePath: at(file) });
      return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports');
    };
    const inPackages = await restricted('packages/core/src/platform/example.ts');
    expect(inPackages.map((m) => [m.line, m.severity])).toEqual([
      [1, 2],
      [2, 2],
    ]);
    expect(inPackages[0]?.message).toContain("import * as z from 'zod/mini'");
    expect(await restricted('apps/sandbox/src/example.ts')).toEqual([]);
  });

  it('leaves the fixtures out of the normal lint run', async () => {
    const eslint = new ESLint({ cwd: root });
    expect(
      await eslint.isPathIgnored(at('tooling/eslint/fixtures/packages/ui/src/wrong-import.ts')),
    ).toBe(true);
  });
});
