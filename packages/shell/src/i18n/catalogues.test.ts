import { describeCatalogues } from '@clem/core/testing/catalogues';
import { sportsLocales, sportsMessages } from '@clem/sports/messages';
import { describe, expect, it } from 'vitest';
import { shellLocales, shellMessages } from '../messages';
import { loadMessages } from './messages';

describeCatalogues('shell', { locales: shellLocales, load: shellMessages });
describeCatalogues('sports', { locales: sportsLocales, load: sportsMessages });

describe('loadMessages', () => {
  it('merges every package and serves 777baby ja from the Japanese catalogue', async () => {
    const ja = await loadMessages('ja');
    expect(ja).toMatchObject({
      sports: { title: 'スポーツ' },
      shell: { skipToContent: 'コンテンツへスキップ' },
    });
  });

  it('falls back to English for a locale without catalogues', async () => {
    expect(await loadMessages('fr')).toMatchObject({ sports: { title: 'Sports' } });
  });
});

describe('shell areas', () => {
  it('own distinct top-level namespaces (no area overwrites another)', async () => {
    const { headerCatalogues } = await import('../header/messages');
    const { menuCatalogues } = await import('../menu/messages');
    const { layoutCatalogues } = await import('../layout/messages');
    const { languageCatalogues } = await import('../language/messages');
    const { toastsCatalogues } = await import('../toasts/messages');
    const { maintenanceCatalogues } = await import('../maintenance/messages');
    const frame = await import('../messages/en.json');
    const areas = [
      Object.keys(frame.default),
      ...(await Promise.all(
        [
          headerCatalogues,
          menuCatalogues,
          layoutCatalogues,
          languageCatalogues,
          toastsCatalogues,
          maintenanceCatalogues,
        ].map(async (area) => Object.keys(await area.load('en'))),
      )),
    ];
    const all = areas.flat();
    expect(new Set(all).size).toBe(all.length);
  });
});
