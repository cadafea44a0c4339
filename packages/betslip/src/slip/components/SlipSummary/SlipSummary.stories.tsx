import type { Meta, StoryObj } from '@storybook/react-vite';
import { inSlipColumn, withBetslipMessages } from '../withBetslipMessages';
import { SlipSummary } from './SlipSummary';

const meta = {
  title: 'Betslip/SlipSummary',
  component: SlipSummary,
  decorators: [withBetslipMessages, inSlipColumn],
  args: {
    summary: {
      totalStake: '€18.00',
      totalOdds: '9.32',
      potentialReturns: '€138.62',
      balance: '€1,250.00',
    },
  },
} satisfies Meta<typeof SlipSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};

/** Logged out, legs on the same event: no total odds, no balance. */
export const StakeAndReturnsOnly: Story = {
  args: { summary: { totalStake: '€10.00', potentialReturns: '€21.00' } },
};
