import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShellMessages } from '../stories/withShellMessages';
import { MaintenancePage } from './MaintenancePage';

const meta = {
  title: 'Shell/Maintenance/MaintenancePage',
  component: MaintenancePage,
  decorators: [withShellMessages],
  args: { brandName: 'Zedbet', sportsHref: '/sports' },
} satisfies Meta<typeof MaintenancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnderMaintenance: Story = {};

/** A long brand name wraps without overflowing. */
export const LongBrandName: Story = {
  args: { brandName: 'A Very Long Operator Brand Name For Wrapping Checks' },
};
