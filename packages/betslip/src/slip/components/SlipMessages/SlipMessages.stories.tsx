import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  balanceMessage,
  maxStakeMessage,
  refreshFailedMessage,
  serverErrorMessage,
} from '../sampleViews';
import { inSlipColumn, withBetslipMessages } from '../withBetslipMessages';
import { SlipMessages } from './SlipMessages';

const meta = {
  title: 'Betslip/SlipMessages',
  component: SlipMessages,
  decorators: [withBetslipMessages, inSlipColumn],
  args: { messages: [] },
} satisfies Meta<typeof SlipMessages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The live region is there, empty, so the first message added is announced. */
export const None: Story = {};

/** RES-00056 with "Use my balance", RES-00034, and a 500 with its reference. */
export const Errors: Story = {
  args: {
    messages: [
      { ...balanceMessage, action: { label: 'Use my balance €1,000.00', onAction: fn() } },
      maxStakeMessage,
      serverErrorMessage,
    ],
  },
};

export const PriceChange: Story = {
  args: {
    messages: [
      {
        id: 'RES-00152',
        tone: 'warning',
        text: 'The odds have changed from 2.10 to 2.25. Check the new odds and place your bet again.',
        action: { label: 'Accept new odds', onAction: fn() },
      },
    ],
  },
};

export const NotAvailable: Story = {
  args: {
    messages: [
      { id: 'not-available', tone: 'info', text: 'Your selection is not available anymore' },
    ],
  },
};

/** The selections refresh failed: one message with "Try again". */
export const SelectionsRefreshFailed: Story = {
  args: { messages: [{ ...refreshFailedMessage, action: { label: 'Try again', onAction: fn() } }] },
};
