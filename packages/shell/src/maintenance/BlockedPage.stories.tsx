import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShellMessages } from '../stories/withShellMessages';
import { BlockedPage } from './BlockedPage';

const meta = {
  title: 'Shell/Maintenance/BlockedPage',
  component: BlockedPage,
  decorators: [withShellMessages],
  args: { brandName: 'Zedbet', sportsHref: '/sports' },
} satisfies Meta<typeof BlockedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BlockedLocation: Story = {};
