import type { Meta, StoryObj } from '@storybook/react-vite';
import { languageDisplay } from '../i18n/languages';
import { withShellMessages } from '../stories/withShellMessages';
import { drawnFlagCodes, Flag } from './Flag';
import { flagCodeFor } from './flags';

const locales = [
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
];

function FlagGallery() {
  return (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      <section>
        <h3>Flag codes</h3>
        <ul
          style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', listStyle: 'none', padding: 0 }}
        >
          {[...drawnFlagCodes, 'xx'].map((code) => (
            <li key={code} style={{ display: 'grid', justifyItems: 'center', gap: '0.25rem' }}>
              <Flag code={code} />
              <code>{code === 'xx' ? 'neutral' : code}</code>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3>Locales (spec overrides applied)</h3>
        <ul style={{ display: 'grid', gap: '0.5rem', listStyle: 'none', padding: 0 }}>
          {locales.map((locale) => (
            <li key={locale} style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
              <Flag code={flagCodeFor(locale)} />
              <span>
                {locale} → {flagCodeFor(locale)}: {languageDisplay(locale).title}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

const meta = {
  title: 'Shell/Language/Flag',
  component: FlagGallery,
  decorators: [withShellMessages],
} satisfies Meta<typeof FlagGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {};
