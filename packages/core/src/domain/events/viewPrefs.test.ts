import fc from 'fast-check';
import { parseViewPrefs, serialiseViewPrefs, VIEW_PREFS_COOKIE, type ViewPrefs } from './viewPrefs';

/** RFC 6265 cookie-octet. */
const COOKIE_VALUE = /^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]*$/;

describe('view prefs cookie', () => {
  it('has its name', () => {
    expect(VIEW_PREFS_COOKIE).toBe('clem_view');
  });

  it('serialises compactly', () => {
    expect(
      serialiseViewPrefs({ oddsFormat: 'hk', sortBy: 'time', timeZone: 'Europe/London' }),
    ).toBe('o.hk~s.time~tz.Europe%2FLondon');
    expect(serialiseViewPrefs({ timeZone: 'Etc/GMT+5' })).toBe('tz.Etc%2FGMT%2B5');
    expect(serialiseViewPrefs({ layout: 'asian', oddsFormat: 'malay' })).toBe('o.malay~l.asian');
    expect(serialiseViewPrefs({})).toBe('');
  });

  it('leaves out values it could not read back', () => {
    expect(
      serialiseViewPrefs({
        oddsFormat: 'roman',
        sortBy: 'name',
        timeZone: 'Mars/Base',
      } as unknown as ViewPrefs),
    ).toBe('');
  });

  it('parses tolerantly', () => {
    expect(parseViewPrefs('o.hk~s.time~tz.Europe%2FLondon')).toEqual({
      oddsFormat: 'hk',
      sortBy: 'time',
      timeZone: 'Europe/London',
    });
    expect(parseViewPrefs('s.competition~junk~x.1~o.roman~tz.Mars%2FBase~tz.%E0%A4%A')).toEqual({
      sortBy: 'competition',
    });
    expect(parseViewPrefs('o.us~o.hk')).toEqual({ oddsFormat: 'us' });
    expect(parseViewPrefs('l.thai~l.euro~l.grid')).toEqual({ layout: 'thai' });
    expect(parseViewPrefs('tz.Asia/Tokyo')).toEqual({ timeZone: 'Asia/Tokyo' });
    expect(parseViewPrefs(`o.hk~${'x'.repeat(200)}`)).toEqual({});
    expect(parseViewPrefs('')).toEqual({});
    expect(parseViewPrefs(null)).toEqual({});
    expect(parseViewPrefs(undefined)).toEqual({});
    expect(parseViewPrefs('.hk')).toEqual({});
  });

  const prefs: fc.Arbitrary<ViewPrefs> = fc.record(
    {
      oddsFormat: fc.constantFrom('euro', 'hk', 'us', 'malay', 'indo'),
      sortBy: fc.constantFrom('competition', 'time'),
      layout: fc.constantFrom('euro', 'asian', 'thai'),
      timeZone: fc.constantFrom(...Intl.supportedValuesOf('timeZone'), 'UTC', 'utc', 'Etc/GMT-14'),
    },
    { requiredKeys: [], noNullPrototype: true },
  );

  it('round-trips every valid value, as a cookie-safe string', () => {
    fc.assert(
      fc.property(prefs, (value) => {
        const raw = serialiseViewPrefs(value);
        expect(raw).toMatch(COOKIE_VALUE);
        expect(raw.length).toBeLessThanOrEqual(200);
        expect(parseViewPrefs(raw)).toStrictEqual(value);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on arbitrary strings and only gives valid values', () => {
    const pieces = fc
      .array(
        fc.oneof(
          fc.constantFrom(
            'o.',
            's.',
            'tz.',
            '~',
            '.',
            '%',
            '%2F',
            '%E0',
            'hk',
            'time',
            'UTC',
            'Europe%2FLondon',
          ),
          fc.string({ unit: 'binary', maxLength: 6 }),
        ),
        { maxLength: 12 },
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(pieces, fc.string({ unit: 'binary' })), (raw) => {
        const parsed = parseViewPrefs(raw);
        expect(Object.values(parsed).every((v) => typeof v === 'string')).toBe(true);
        expect(parseViewPrefs(serialiseViewPrefs(parsed))).toStrictEqual(parsed);
      }),
      { numRuns: 1000 },
    );
  });
});
