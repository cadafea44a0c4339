import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShellMessages } from '../stories/withShellMessages';
import { BalanceDisplay } from './BalanceDisplay';

const meta = {
  title: 'Shell/Header/BalanceDisplay',
  component: BalanceDisplay,
  decorators: [withShellMessages],
  args: { formatted: '€1,250.50', amount: 1250.5, toggle: false },
} satisfies Meta<typeof BalanceDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};

/** clem_header_toggle_balance. */
export const WithToggle: Story = { args: { toggle: true } };

export const Masked: Story = { args: { toggle: true, defaultHidden: true } };

export const LowBalance: Story = { args: { formatted: '€0.00', amount: 0, toggle: true } };

/** The last balance call failed: the last balance known stays, marked as possibly out of date. */
export const StaleBalance: Story = { args: { stale: true } };

/** Stale and low: the low-balance warning keeps its colour; the stale mark is added. */
export const StaleLowBalance: Story = {
  args: { formatted: '€0.00', amount: 0, toggle: true, stale: true },
};
