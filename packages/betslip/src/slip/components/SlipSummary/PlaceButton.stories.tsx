import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inSlipColumn, withBetslipMessages } from '../withBetslipMessages';
import { PlaceButton } from './PlaceButton';

const meta = {
  title: 'Betslip/PlaceButton',
  component: PlaceButton,
  decorators: [withBetslipMessages, inSlipColumn],
  args: {
    phase: 'editing',
    canPlace: true,
    needsAcceptance: false,
    onPlace: fn(),
    onAcceptChanges: fn(),
  },
} satisfies Meta<typeof PlaceButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlaceBet: Story = {};

export const NothingToPlace: Story = { args: { canPlace: false } };

export const AcceptChanges: Story = { args: { canPlace: false, needsAcceptance: true } };

export const Placing: Story = { args: { phase: 'placing' } };

export const WaitingForApproval: Story = { args: { phase: 'waitingApproval' } };

/** A selection stands in the way: the reason under the button, tied to it. */
export const DisabledWithReason: Story = {
  args: {
    canPlace: false,
    blockedReason: 'A selection is suspended. Remove it or wait until it reopens.',
  },
};

/** Prices reconnecting. */
export const PricesReconnecting: Story = {
  args: {
    canPlace: false,
    blockedReason: 'Prices are reconnecting. You can place your bet once they are back.',
  },
};

/** The platform holds an in-play bet: the countdown (from when the story renders). */
export const InPlayDelay: Story = {
  args: { phase: 'waitingApproval', canPlace: false },
  render: (args) => (
    <PlaceButton {...args} inPlayDelay={{ seconds: 5, endsAt: Date.now() + 5000 }} />
  ),
};
