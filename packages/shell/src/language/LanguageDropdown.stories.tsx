import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguageFlag } from '@clem/ui/country-flag';
import { withShellMessages } from '../stories/withShellMessages';
import { LanguageDropdown } from './LanguageDropdown';

const eleven = ['en', 'es', 'pt', 'de', 'sc', 'vn', 'th', 'id', 'kr', 'jp', 'sw'];

const meta = {
  title: 'Shell/Language/LanguageDropdown',
  component: LanguageDropdown,
  decorators: [
    withShellMessages,
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '24rem' }}>
        <Story />
      </div>
    ),
  ],
  // The frame draws the current language's flag on the server; a story draws it from `current`.
  render: (args) => (
    <LanguageDropdown {...args} flag={<LanguageFlag locale={args.current} className="ch-flag" />} />
  ),
  args: {
    current: 'en',
    flag: null,
    offered: ['en', 'es'],
    defaultLocale: 'en',
    pathname: '/sports/football',
    placement: 'below',
  },
} satisfies Meta<typeof LanguageDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoLanguages: Story = {};

/** Seven languages: still one column. */
export const SevenLanguages: Story = { args: { offered: eleven.slice(0, 7) } };

/** Eleven languages: two columns. */
export const ElevenLanguages: Story = { args: { offered: eleven, current: 'sc' } };

/** Opening beside the trigger, as in the side menu. */
export const Beside: Story = {
  args: { offered: eleven, placement: 'beside', current: 'jp' },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-start' }}>
        <Story />
      </div>
    ),
  ],
};

/** One language offered: the dropdown renders nothing. */
export const SingleLanguage: Story = { args: { offered: ['en'] } };
