import { render, screen } from '@testing-library/react';
import { CountryFlag, countryFlagKey, countryFlagKeys } from './CountryFlag';

/** The sandbox's countries (and a few more), as their slugs. */
const sandboxSlugs = [
  'argentina',
  'australia',
  'brazil',
  'china',
  'czech-republic',
  'england',
  'finland',
  'france',
  'germany',
  'ghana',
  'india',
  'italy',
  'japan',
  'kenya',
  'korea',
  'netherlands',
  'nigeria',
  'pakistan',
  'philippines',
  'poland',
  'portugal',
  'russia',
  'south-africa',
  'spain',
  'sweden',
  'turkey',
  'usa',
  'west-indies',
];

const moreSlugs = [
  'scotland',
  'wales',
  'ireland',
  'belgium',
  'mexico',
  'canada',
  'austria',
  'switzerland',
  'denmark',
  'norway',
  'greece',
  'croatia',
  'serbia',
  'ukraine',
  'romania',
  'colombia',
  'chile',
  'uruguay',
  'egypt',
  'morocco',
  'saudi-arabia',
  'indonesia',
  'vietnam',
  'thailand',
  'malaysia',
];

const regions = [
  'international',
  'europe',
  'asia',
  'south-america',
  'north-america',
  'asia-pacific',
  'southeast-asia',
  'world',
];

describe('countryFlagKey', () => {
  it.each([...sandboxSlugs, ...moreSlugs])('has a flag for %s', (slug) => {
    expect(countryFlagKey(slug)).toBe(slug);
  });

  it('ignores a numeric prefix or suffix on the slug', () => {
    expect(countryFlagKey('12-england')).toBe('england');
    expect(countryFlagKey('england-2')).toBe('england');
    expect(countryFlagKey('3-south-africa-14')).toBe('south-africa');
    expect(countryFlagKey('007-czech-republic')).toBe('czech-republic');
  });

  it('finds the same country under its other slugs and under its plain name', () => {
    expect(countryFlagKey('south-korea')).toBe('korea');
    expect(countryFlagKey('united-states')).toBe('usa');
    expect(countryFlagKey('czechia')).toBe('czech-republic');
    expect(countryFlagKey('holland')).toBe('netherlands');
    expect(countryFlagKey('South Africa')).toBe('south-africa');
    expect(countryFlagKey('Türkiye')).toBe('turkey');
    expect(countryFlagKey('  ENGLAND ')).toBe('england');
  });

  it.each(regions)('has no flag for the region %s', (slug) => {
    expect(countryFlagKey(slug)).toBeUndefined();
  });

  it.each(['', '12', '-', 'atlantis', 'north-korea', 'constructor', '__proto__', 'to-string'])(
    'has no flag for %j',
    (slug) => {
      expect(countryFlagKey(slug)).toBeUndefined();
    },
  );

  it('lists every key once, and every key maps to itself', () => {
    expect(new Set(countryFlagKeys).size).toBe(countryFlagKeys.length);
    for (const key of countryFlagKeys) expect(countryFlagKey(key)).toBe(key);
  });
});

describe('CountryFlag', () => {
  it('is an image named by its label when it stands alone', () => {
    render(<CountryFlag slug="12-england" label="England" />);
    const flag = screen.getByRole('img', { name: 'England' });
    expect(flag.tagName.toLowerCase()).toBe('svg');
    expect(flag).not.toHaveAttribute('aria-hidden');
    expect(flag).toHaveAttribute('data-flag', 'england');
  });

  it('is decorative (hidden from assistive technology) without a label', () => {
    const { container } = render(<CountryFlag slug="spain" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).not.toHaveAttribute('role');
    expect(svg).not.toHaveAttribute('aria-label');
  });

  it('treats an empty label as no label', () => {
    const { container } = render(<CountryFlag slug="spain" label="" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps a fixed 24×16 box on the 30×20 canvas, with the given class', () => {
    const { container } = render(<CountryFlag slug="france" className="flag" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('width', '24');
    expect(svg).toHaveAttribute('height', '16');
    expect(svg).toHaveAttribute('viewBox', '0 0 30 20');
    expect(svg).toHaveClass('flag');
  });

  it('shows the neutral globe for regions and unknown slugs', () => {
    render(
      <>
        <CountryFlag slug="international" label="International" />
        <CountryFlag slug="atlantis-3" label="Atlantis" />
      </>,
    );
    for (const name of ['International', 'Atlantis']) {
      const flag = screen.getByRole('img', { name });
      expect(flag).toHaveAttribute('data-flag', 'globe');
      expect(flag.querySelector('[stroke="currentColor"][stroke-width="0.9"]')).not.toBeNull();
    }
  });

  it.each(countryFlagKeys)('draws %s', (key) => {
    const { container } = render(<CountryFlag slug={key} label={key} />);
    const svg = screen.getByRole('img', { name: key });
    expect(svg).toHaveAttribute('data-flag', key);
    const paths = Array.from(container.querySelectorAll('path'));
    // At least one shape of the flag's own, plus the outline.
    expect(paths.length).toBeGreaterThan(1);
    for (const path of paths) {
      expect(path.getAttribute('d')).toMatch(/^M[-\d. ,MLHVhvzZaAqQcCsSltTmMz]+$/);
      expect(path.getAttribute('d')).not.toMatch(/NaN|undefined|Infinity/);
    }
  });
});
