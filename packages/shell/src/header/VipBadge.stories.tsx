import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShellMessages } from '../stories/withShellMessages';
import { VipBadge } from './VipBadge';

const meta = {
  title: 'Shell/Header/VipBadge',
  component: VipBadge,
  decorators: [withShellMessages],
  args: { tier: 'gold' },
} satisfies Meta<typeof VipBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bronze: Story = { args: { tier: 'bronze' } };
export const Silver: Story = { args: { tier: 'silver' } };
export const Gold: Story = {};
export const Platinum: Story = { args: { tier: 'platinum' } };
