import type { Meta, StoryObj } from '@storybook/react-vite';
import { africanTaxView, arsenal, eachWayView, lakers } from '../sampleViews';
import { storyActions } from '../storyActions';
import { inSlipColumn, withBetslipMessages } from '../withBetslipMessages';
import { SelectionCard } from './SelectionCard';

const meta = {
  title: 'Betslip/SelectionCard',
  component: SelectionCard,
  decorators: [withBetslipMessages, inSlipColumn],
  args: { selection: arsenal, currency: 'EUR', actions: storyActions() },
} satisfies Meta<typeof SelectionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Staked: Story = {
  args: { selection: { ...arsenal, stake: '10', potentialReturns: '€21.00' } },
};

/** The keypad types into this stake. */
export const Active: Story = {
  args: { selection: { ...arsenal, stake: '10', potentialReturns: '€21.00', active: true } },
};

export const PriceChanged: Story = {
  args: { selection: { ...arsenal, previousPrice: '2.10', price: '2.25' } },
};

export const SpreadChanged: Story = {
  args: {
    selection: {
      ...lakers,
      marketDescription: 'Handicap -2.5',
      spreadChange: { old: '-1.5', new: '-2.5' },
    },
  },
};

export const Suspended: Story = { args: { selection: { ...lakers, state: 'suspended' } } };

export const Closed: Story = {
  args: {
    selection: {
      ...arsenal,
      state: 'closed',
      stakeable: false,
      message: 'Your selection is not available anymore',
    },
  },
};

export const NotPricedYet: Story = { args: { selection: { ...arsenal, price: '' } } };

export const StakeError: Story = {
  args: {
    selection: {
      ...arsenal,
      stake: '1500',
      potentialReturns: '€3,150.00',
      stakeError: 'The maximum stake is €500.00',
    },
  },
};

export const AfricanTax: Story = {
  args: { selection: africanTaxView.selections[0] ?? arsenal, currency: 'KES' },
};

export const EachWay: Story = { args: { selection: eachWayView.selections[0] ?? arsenal } };

export const Locked: Story = {
  args: { selection: { ...arsenal, stake: '10', potentialReturns: '€21.00' }, locked: true },
};
