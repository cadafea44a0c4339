import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShellMessages } from '../stories/withShellMessages';
import { LanguageMenu } from './LanguageMenu';

const meta = {
  title: 'Shell/LanguageMenu',
  component: LanguageMenu,
  decorators: [withShellMessages],
  args: { current: 'en', defaultLocale: 'en', offered: ['en', 'es', 'pt'] },
} satisfies Meta<typeof LanguageMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeLanguages: Story = {};

/** More than seven languages: the list uses two columns. */
export const ManyLanguages: Story = {
  args: { offered: ['en', 'sc', 'vn', 'th', 'id', 'kr', 'jp', 'es', 'pt'] },
};

export const CurrentIsNotDefault: Story = { args: { current: 'es' } };
