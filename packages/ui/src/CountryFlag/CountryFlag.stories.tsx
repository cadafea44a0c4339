import type { Meta, StoryObj } from '@storybook/react-vite';
import { CountryFlag, type CountryFlagKey, countryFlagKeys } from './CountryFlag';
import { flagCodeFor, LanguageFlag } from './languageFlag';

/** English names for the stories only: in the apps the name comes from the sport tree. */
const names: Record<CountryFlagKey, string> = {
  argentina: 'Argentina',
  australia: 'Australia',
  austria: 'Austria',
  bangladesh: 'Bangladesh',
  belgium: 'Belgium',
  brazil: 'Brazil',
  canada: 'Canada',
  chile: 'Chile',
  china: 'China',
  colombia: 'Colombia',
  croatia: 'Croatia',
  'czech-republic': 'Czech Republic',
  denmark: 'Denmark',
  egypt: 'Egypt',
  england: 'England',
  finland: 'Finland',
  france: 'France',
  germany: 'Germany',
  ghana: 'Ghana',
  'great-britain': 'Great Britain',
  greece: 'Greece',
  india: 'India',
  indonesia: 'Indonesia',
  ireland: 'Ireland',
  italy: 'Italy',
  japan: 'Japan',
  kenya: 'Kenya',
  korea: 'Korea',
  malaysia: 'Malaysia',
  mexico: 'Mexico',
  morocco: 'Morocco',
  netherlands: 'Netherlands',
  nigeria: 'Nigeria',
  norway: 'Norway',
  pakistan: 'Pakistan',
  philippines: 'Philippines',
  poland: 'Poland',
  portugal: 'Portugal',
  romania: 'Romania',
  russia: 'Russia',
  'saudi-arabia': 'Saudi Arabia',
  scotland: 'Scotland',
  serbia: 'Serbia',
  'south-africa': 'South Africa',
  spain: 'Spain',
  sweden: 'Sweden',
  switzerland: 'Switzerland',
  thailand: 'Thailand',
  turkey: 'Turkey',
  ukraine: 'Ukraine',
  uruguay: 'Uruguay',
  usa: 'USA',
  vietnam: 'Vietnam',
  wales: 'Wales',
  'west-indies': 'West Indies',
};

const regions = [
  { slug: 'international', name: 'International' },
  { slug: 'europe', name: 'Europe' },
  { slug: 'south-america', name: 'South America' },
  { slug: 'asia-pacific', name: 'Asia Pacific' },
];

const meta = {
  title: 'UI/CountryFlag',
  component: CountryFlag,
  args: { slug: 'england', label: 'England' },
  argTypes: {
    slug: { control: 'select', options: [...countryFlagKeys, ...regions.map((r) => r.slug)] },
  },
} satisfies Meta<typeof CountryFlag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One flag on its own: with a label it is an image named by the country. */
export const Default: Story = {};

const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: '0.5rem 1rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const;

const cell = { display: 'flex', alignItems: 'center', gap: '0.5rem', minWidth: 0 } as const;

/** Every flag with its name (the flag is decorative beside it), then regions with the globe. */
export const AllFlags: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <ul style={grid}>
      {[...countryFlagKeys.map((slug) => ({ slug, name: names[slug] })), ...regions].map(
        ({ slug, name }) => (
          <li key={slug} style={cell}>
            <CountryFlag slug={slug} />
            <span>{name}</span>
            <code style={{ color: 'var(--clem-color-text-muted)', fontSize: '0.75rem' }}>
              {slug}
            </code>
          </li>
        ),
      )}
    </ul>
  ),
};

const rows = [
  { slug: '12-england', name: 'England', count: 128 },
  { slug: 'spain-2', name: 'Spain', count: 64 },
  { slug: 'south-africa', name: 'South Africa', count: 9 },
  { slug: 'west-indies', name: 'West Indies', count: 3 },
  { slug: 'international', name: 'International', count: 41 },
  {
    slug: 'czech-republic',
    name: 'Czech Republic — Fortuna Liga, Championship Group and Relegation Round',
    count: 12,
  },
];

/** Countries in a sport-tree row: flag, name (which may wrap) and count; the flag never shrinks. */
export const InAListRow: Story = {
  name: 'In a list row',
  render: () => (
    <ul
      style={{
        maxWidth: 320,
        margin: 0,
        padding: 0,
        listStyle: 'none',
        background: 'var(--clem-color-surface)',
        border: '1px solid var(--clem-color-border)',
        borderRadius: '0.5rem',
      }}
    >
      {rows.map(({ slug, name, count }, index) => (
        <li
          key={slug}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: '0.75rem',
            padding: '0.625rem 0.75rem',
            borderTop: index ? '1px solid var(--clem-color-border)' : 'none',
          }}
        >
          <CountryFlag slug={slug} />
          <span style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{name}</span>
          <span
            style={{ color: 'var(--clem-color-text-muted)', fontVariantNumeric: 'tabular-nums' }}
          >
            {count}
          </span>
        </li>
      ))}
    </ul>
  ),
};

const languageLocales = [
  'en',
  'es',
  'pt',
  'de',
  'fr',
  'sc',
  'vn',
  'th',
  'id',
  'kr',
  'jp',
  'ja',
  'sw',
  'hi',
  'bn',
  'ru',
];

/** The language picker's flags: each locale with the spec's flag code (overrides applied). */
export const LanguageFlags: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <ul style={grid}>
      {languageLocales.map((locale) => (
        <li key={locale} style={cell}>
          <LanguageFlag locale={locale} />
          <code>
            {locale} → {flagCodeFor(locale)}
          </code>
        </li>
      ))}
    </ul>
  ),
};
