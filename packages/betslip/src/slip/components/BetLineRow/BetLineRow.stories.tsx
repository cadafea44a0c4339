import type { Meta, StoryObj } from '@storybook/react-vite';
import { doubles, patent, treble, trixie } from '../sampleViews';
import { storyActions } from '../storyActions';
import { inSlipColumn, withBetslipMessages } from '../withBetslipMessages';
import { BetLineRow } from './BetLineRow';

const meta = {
  title: 'Betslip/BetLineRow',
  component: BetLineRow,
  decorators: [withBetslipMessages, inSlipColumn],
  args: { line: treble, currency: 'EUR', actions: storyActions() },
} satisfies Meta<typeof BetLineRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Multiple: Story = {};

export const MultipleWithExtraWinnings: Story = {
  args: { line: { ...treble, extraWinnings: '€4.66' } },
};

export const MultipleBelowMinimum: Story = {
  args: {
    line: {
      ...treble,
      stake: '5',
      totalStake: undefined,
      potentialReturns: undefined,
      hint: 'Minimum stake for a multiple: €1,250.00',
      stakeError: 'Raise the stake to at least €1,250.00',
    },
  },
};

/** Every double of three selections: one line of three bets at €2 each, no single price. */
export const MultipleDoubles: Story = { args: { line: doubles } };

export const SystemTrixie: Story = { args: { line: trixie } };

export const SystemPatentNotStaked: Story = { args: { line: patent } };
