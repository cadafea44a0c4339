import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyActions } from '../storyActions';
import { inSlipColumn, withBetslipMessages } from '../withBetslipMessages';
import { RetailCode } from './RetailCode';

const meta = {
  title: 'Betslip/RetailCode',
  component: RetailCode,
  decorators: [withBetslipMessages, inSlipColumn],
  args: { retailCode: { canRequest: true, requesting: false }, actions: storyActions() },
} satisfies Meta<typeof RetailCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a code: get one, or log in to place here. */
export const Offered: Story = {};

/** Nothing to save yet (a stake error, a suspended selection). */
export const Unavailable: Story = {
  args: { retailCode: { canRequest: false, requesting: false } },
};

export const Requesting: Story = {
  args: { retailCode: { canRequest: false, requesting: true } },
};

/** The code, in fours, with a copy button. */
export const Given: Story = {
  args: { retailCode: { canRequest: true, requesting: false, code: 'K7PX2MQA' } },
};
