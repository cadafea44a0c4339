import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleReceipt, severalBetsReceipt } from '../sampleViews';
import { storyActions } from '../storyActions';
import { inSlipColumn, withBetslipMessages } from '../withBetslipMessages';
import { PlacementReceipt } from './PlacementReceipt';

const meta = {
  title: 'Betslip/PlacementReceipt',
  component: PlacementReceipt,
  decorators: [withBetslipMessages, inSlipColumn],
  args: { receipt: sampleReceipt, actions: storyActions() },
} satisfies Meta<typeof PlacementReceipt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneBet: Story = {};

export const SeveralBets: Story = { args: { receipt: severalBetsReceipt } };

export const WithoutBalance: Story = {
  args: { receipt: { ...sampleReceipt, balance: undefined } },
};
