import fc from 'fast-check';
import {
  allCachedSettingsResponseSchema,
  defaultPlatformSettings,
  eventPathTreeResponseSchema,
  themeModeFromSetting,
} from './index';

describe('allCachedSettingsResponseSchema', () => {
  it('falls back to exactly the plain defaults the client uses', () => {
    expect(allCachedSettingsResponseSchema.parse({})).toEqual(defaultPlatformSettings);
  });

  it('gives the spec defaults for an empty object', () => {
    expect(defaultPlatformSettings.max_bets_on_betslip).toBe(15);
    expect(defaultPlatformSettings.bet_stake_max_amount).toBe(10000);
    expect(defaultPlatformSettings.odds_types).toEqual(['euro', 'hk', 'us', 'malay', 'indo']);
    expect(defaultPlatformSettings.default_theme_mode).toBe('system');
  });

  it('coerces strings the way operators send them and keeps unknown keys', () => {
    const parsed = allCachedSettingsResponseSchema.parse({
      max_bets_on_betslip: '20',
      enable_favorites: 'false',
      view_types: 'euro, asian',
      default_theme_mode: 'dark mode',
      some_new_flag: 'x',
    });
    expect(parsed.max_bets_on_betslip).toBe(20);
    expect(parsed.enable_favorites).toBe(false);
    expect(parsed.view_types).toEqual(['euro', 'asian']);
    expect(parsed.default_theme_mode).toBe('dark');
    expect(parsed.some_new_flag).toBe('x');
  });

  it('falls back per key for unusable values instead of failing the page', () => {
    const parsed = allCachedSettingsResponseSchema.parse({ max_bets_on_betslip: 'lots' });
    expect(parsed.max_bets_on_betslip).toBe(15);
  });

  it('rejects a body that is not an object', () => {
    for (const body of [null, 'oops', 42, ['a']]) {
      expect(allCachedSettingsResponseSchema.safeParse(body).success).toBe(false);
    }
  });

  it('never throws for any JSON object', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (body) => {
        expect(allCachedSettingsResponseSchema.safeParse(body).success).toBe(true);
      }),
    );
  });
});

describe('themeModeFromSetting', () => {
  it('maps the spec values', () => {
    expect(themeModeFromSetting('dark mode')).toBe('dark');
    expect(themeModeFromSetting('light mode')).toBe('light');
    expect(themeModeFromSetting('whatever')).toBe('system');
    expect(themeModeFromSetting(undefined)).toBe('system');
  });
});

describe('eventPathTreeResponseSchema', () => {
  it('accepts sports, countries and leagues', () => {
    const parsed = eventPathTreeResponseSchema.parse({
      eventPaths: [
        {
          id: 240,
          name: 'Football',
          slug: 'football',
          sportCode: 'FOOT',
          children: [
            {
              id: 1,
              name: 'England',
              slug: 'england',
              children: [{ id: 2, name: 'Premier League', slug: 'premier-league' }],
            },
          ],
        },
      ],
    });
    expect(parsed.eventPaths[0]?.children[0]?.children[0]?.children).toEqual([]);
  });

  it('rejects a node with a wrong id type', () => {
    expect(
      eventPathTreeResponseSchema.safeParse({ eventPaths: [{ id: 'oops', name: 'x', slug: 'x' }] })
        .success,
    ).toBe(false);
  });
});
