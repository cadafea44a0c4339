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
