import { describe, expect, it } from 'vitest';
import { pageFactories, pageMetadata, pageModules, type AppModule } from './index';
import * as account from './AccountPages';
import * as live from './LivePages';
import * as liveEvent from './LiveEventPages';
import * as myBets from './MyBetsPages';
import * as platform from './PlatformPages';
import * as root from './RootPage';
import * as sports from './SportsPages';
import * as sportLists from './SportListPages';
import * as event from './EventPages';
import * as special from './SpecialPages';
import shellPackage from '../../package.json';

const modules: Record<AppModule, Record<string, unknown>> = {
  root,
  sports,
  'sport-lists': sportLists,
  event,
  special,
  live,
  'live-event': liveEvent,
  platform,
  account,
  'my-bets': myBets,
};
const files: Record<AppModule, string> = {
  root: './src/pages/RootPage.tsx',
  sports: './src/pages/SportsPages.tsx',
  'sport-lists': './src/pages/SportListPages.tsx',
  event: './src/pages/EventPages.tsx',
  special: './src/pages/SpecialPages.tsx',
  live: './src/pages/LivePages.tsx',
  'live-event': './src/pages/LiveEventPages.tsx',
  platform: './src/pages/PlatformPages.tsx',
  account: './src/pages/AccountPages.tsx',
  'my-bets': './src/pages/MyBetsPages.tsx',
};

describe('page modules', () => {
  it('each page lives in its module as create<PageName> (and its metadata as create<Name>Metadata)', () => {
    for (const [page, module] of Object.entries(pageModules)) {
      const exports = modules[module];
      expect(exports[`create${page}`], page).toBe(
        pageFactories[page as keyof typeof pageFactories],
      );
      const metadata = (pageMetadata as Record<string, unknown>)[page];
      if (metadata)
        expect(exports[`create${page.replace(/Page$/, '')}Metadata`], page).toBe(metadata);
    }
  });

  it('each module is exported as @clem/shell/app/<module>', () => {
    const exportsMap: Record<string, unknown> = shellPackage.exports;
    for (const [module, file] of Object.entries(files)) {
      expect(exportsMap[`./app/${module}`], module).toBe(file);
    }
  });
});
