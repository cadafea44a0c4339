import { brandIds, getBrand, type BrandId } from '@clem/brand-config';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShellMessages } from '../stories/withShellMessages';
import { AppFrame } from './AppFrame';

/** The page frame for each brand (pick the brand with the toolbar for the matching theme). */
const meta = {
  title: 'Shell/AppFrame',
  component: AppFrame,
  decorators: [withShellMessages],
  argTypes: {
    brand: {
      options: [...brandIds],
      mapping: Object.fromEntries(brandIds.map((id: BrandId) => [id, getBrand(id)])),
      control: { type: 'select' },
    },
  },
  args: {
    brand: getBrand('zedbet'),
    locale: 'en',
    showThemeSwitch: true,
    children: <p>Page content goes here.</p>,
  },
} satisfies Meta<typeof AppFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Zedbet: Story = {};
export const OneLanguageBrand: Story = { args: { brand: getBrand('dafaghana') } };
export const WithoutThemeSwitch: Story = { args: { showThemeSwitch: false } };
