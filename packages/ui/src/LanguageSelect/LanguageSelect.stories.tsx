import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguageSelect } from './LanguageSelect';
import { sampleLanguages } from './languageSample';

const meta = {
  title: 'Components/LanguageSelect',
  component: LanguageSelect,
  args: { value: 'en', options: sampleLanguages.slice(0, 5), label: 'Language', align: 'start' },
  argTypes: { align: { control: 'inline-radio', options: ['start', 'end'] } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Up to seven languages: one column. */
export const FewLanguages: Story = {};

/** More than seven: two columns. */
export const ManyLanguages: Story = { args: { options: sampleLanguages, value: 'ja' } };

/** Without flags each language shows a small locale badge. */
export const WithoutFlags: Story = {
  args: { options: sampleLanguages.slice(0, 4).map(({ flag: _flag, ...rest }) => rest) },
};

/** One language only: nothing to choose, so nothing is rendered. */
export const SingleLanguage: Story = { args: { options: sampleLanguages.slice(0, 1) } };

export const LongNames: Story = {
  args: {
    value: 'id',
    options: [
      ...sampleLanguages.slice(10),
      { locale: 'ms', title: 'Bahasa Melayu (Malaysia)', href: '/ms', flag: '🇲🇾' },
      { locale: 'sw', title: 'Kiswahili (Kenya na Tanzania)', href: '/sw', flag: '🇰🇪' },
    ],
  },
};

export const AlignedToEnd: Story = {
  args: { align: 'end' },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
};
