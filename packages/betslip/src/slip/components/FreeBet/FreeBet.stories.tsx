import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyActions } from '../storyActions';
import { withBetslipMessages } from '../withBetslipMessages';
import { FreeBetToggle } from './FreeBet';

const meta = {
  title: 'Betslip/FreeBetToggle',
  component: FreeBetToggle,
  decorators: [withBetslipMessages],
  args: {
    betKey: 'single:101',
    freeBet: { amount: '€5.00', used: false },
    onFreeBetChange: storyActions().onFreeBetChange,
  },
} satisfies Meta<typeof FreeBetToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offered: Story = {};

export const Used: Story = { args: { freeBet: { amount: '€5.00', used: true } } };

export const Locked: Story = { args: { freeBet: { amount: '€5.00', used: true }, locked: true } };
