import fc from 'fast-check';
import {
  eventHref,
  eventIdFromSlug,
  eventSlug,
  normaliseCountryName,
  normaliseName,
} from './slugs';

describe('normaliseName', () => {
  it('lower-cases, strips accents and joins words with hyphens', () => {
    expect(normaliseName('Real Madrid vs Barcelona')).toBe('real-madrid-vs-barcelona');
    expect(normaliseName('Atlético São Paulo')).toBe('atletico-sao-paulo');
    expect(normaliseName('Crème Brûlée FC')).toBe('creme-brulee-fc');
  });

  it('removes non-alphanumerics rather than turning them into hyphens', () => {
    expect(normaliseName('St. Pauli - Köln')).toBe('st-pauli-koln');
    expect(normaliseName("O'Neill & Sons")).toBe('oneill-sons');
    expect(normaliseName('2. Bundesliga')).toBe('2-bundesliga');
  });

  it('collapses runs of spaces (any whitespace) and trims hyphens', () => {
    expect(normaliseName('  Arsenal \t  Chelsea  ')).toBe('arsenal-chelsea');
    expect(normaliseName('- Arsenal -')).toBe('arsenal');
    expect(normaliseName('北京国安')).toBe('');
    expect(normaliseName('')).toBe('');
  });

  it('only ever gives a-z, 0-9 and single inner hyphens', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (name) => {
        expect(normaliseName(name)).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
      }),
    );
  });

  it('is not idempotent on hyphens (a hyphen is a non-alphanumeric, so it is removed)', () => {
    expect(normaliseName('0-0')).toBe('00');
  });
});

describe('eventSlug', () => {
  it("uses the event's own slug when present", () => {
    expect(eventSlug({ id: 7, name: 'A v B', slug: '7-a-v-b-custom' })).toBe('7-a-v-b-custom');
    expect(eventSlug({ id: 7, name: 'A v B', slug: '  own ' })).toBe('own');
  });

  it('falls back to {id}-{normalised name}, then to the id', () => {
    expect(eventSlug({ id: 42, name: 'Málaga v Cádiz', slug: '  ' })).toBe('42-malaga-v-cadiz');
    expect(eventSlug({ id: 42, name: 'Málaga v Cádiz', slug: null })).toBe('42-malaga-v-cadiz');
    expect(eventSlug({ id: 42, name: '???' })).toBe('42');
    expect(eventSlug({ id: 42, name: null })).toBe('42');
    expect(eventSlug({ id: 42 })).toBe('42');
  });

  it('round-trips the id through eventIdFromSlug when the slug is derived', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999_999 }), fc.string(), (id, name) => {
        expect(eventIdFromSlug(eventSlug({ id, name }))).toBe(id);
      }),
    );
  });
});

describe('eventIdFromSlug', () => {
  it('reads the leading id', () => {
    expect(eventIdFromSlug('123-arsenal-chelsea')).toBe(123);
    expect(eventIdFromSlug('123')).toBe(123);
    expect(eventIdFromSlug('007-bond')).toBe(7);
    expect(eventIdFromSlug('999999999999')).toBe(999_999_999_999);
  });

  it('rejects anything else', () => {
    expect(eventIdFromSlug('')).toBeUndefined();
    expect(eventIdFromSlug('arsenal-123')).toBeUndefined();
    expect(eventIdFromSlug('123abc')).toBeUndefined();
    expect(eventIdFromSlug('12.5-x')).toBeUndefined();
    expect(eventIdFromSlug('0')).toBeUndefined();
    expect(eventIdFromSlug('0-zero')).toBeUndefined();
    expect(eventIdFromSlug('-5-x')).toBeUndefined();
    expect(eventIdFromSlug('1234567890123-too-long')).toBeUndefined();
  });

  it('never throws and gives only positive safe integers', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (slug) => {
        const id = eventIdFromSlug(slug);
        if (id !== undefined) {
          expect(Number.isSafeInteger(id) && id > 0).toBe(true);
        }
      }),
    );
  });
});

describe('eventHref', () => {
  it('links an event with a clock to /live and any other to /events', () => {
    expect(eventHref({ id: 1, slug: '1-a-v-b', clock: { minutes: 12, status: 'RUNNING' } })).toBe(
      '/live/1-a-v-b',
    );
    expect(eventHref({ id: 1, slug: '1-a-v-b' })).toBe('/events/1-a-v-b');
    expect(eventHref({ id: 1, slug: '1-a-v-b', clock: null })).toBe('/events/1-a-v-b');
    expect(eventHref({ id: 1, name: 'A v B', clock: undefined })).toBe('/events/1-a-v-b');
  });

  it('encodes the slug', () => {
    expect(eventHref({ id: 1, slug: 'a b/c?d' })).toBe('/events/a%20b%2Fc%3Fd');
  });
});

describe('normaliseCountryName', () => {
  it('trims digits and dashes, removes Amateur, capitalises', () => {
    expect(normaliseCountryName('england')).toBe('England');
    expect(normaliseCountryName('1 - england 2')).toBe('England');
    expect(normaliseCountryName('England Amateur')).toBe('England');
    expect(normaliseCountryName('England - AMATEUR')).toBe('England');
    expect(normaliseCountryName('amateur spain')).toBe('Spain');
    expect(normaliseCountryName('  south   korea ')).toBe('South Korea');
    expect(normaliseCountryName('SOUTH KOREA')).toBe('SOUTH KOREA');
    expect(normaliseCountryName('sOUTH kOREA')).toBe('South Korea');
    expect(normaliseCountryName('– Côte d’ivoire –')).toBe('Côte D’ivoire');
  });

  it('keeps all-capital words and the word Amateur inside other words', () => {
    expect(normaliseCountryName('USA')).toBe('USA');
    expect(normaliseCountryName('usa')).toBe('Usa');
    expect(normaliseCountryName('DR congo')).toBe('DR Congo');
    expect(normaliseCountryName('Amateurs League')).toBe('Amateurs League');
  });

  it('capitalises each part of a hyphenated word', () => {
    expect(normaliseCountryName('guinea-bissau')).toBe('Guinea-Bissau');
  });

  it('can end empty', () => {
    expect(normaliseCountryName('')).toBe('');
    expect(normaliseCountryName('12 - Amateur - 3')).toBe('');
  });

  const countryLike = fc
    .array(
      fc.oneof(
        fc.constantFrom('Amateur', 'amateur', 'AMATEUR', 'USA', 'ß', 'İ', '-', '–', '2', ' ', '  '),
        fc.string({ maxLength: 6 }),
        fc.string({ unit: 'binary', maxLength: 4 }),
      ),
      { maxLength: 8 },
    )
    .map((parts) => parts.join(' '));

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(countryLike, fc.string({ unit: 'binary' })), (name) => {
        const once = normaliseCountryName(name);
        expect(normaliseCountryName(once)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });

  it('never starts or ends with a digit, dash or space', () => {
    fc.assert(
      fc.property(countryLike, (name) => {
        expect(normaliseCountryName(name)).not.toMatch(/^[\p{Nd}\p{Pd}\s]|[\p{Nd}\p{Pd}\s]$/u);
      }),
    );
  });
});
