import type { Meta, StoryObj } from '@storybook/react-vite';
import { africanTaxView, arsenal, eachWayView, lakers, liveArsenal } from '../sampleViews';
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

/** In play, the price went up under D (taken by itself): old → new. */
export const LiveAcceptedHigher: Story = {
  args: { selection: { ...liveArsenal, previousPrice: '2.10', price: '2.30' } },
};

/** In play, the price went down: old → new, to be accepted. */
export const LivePriceChanged: Story = {
  args: { selection: { ...liveArsenal, previousPrice: '2.10', price: '1.90' } },
};

/** In play, the market suspended: the badge and the reason at once. */
export const LiveSuspended: Story = {
  args: {
    selection: {
      ...liveArsenal,
      state: 'suspended',
      message: 'Suspended: this market is paused for now.',
    },
  },
};

/** In play, the feed under an alert. */
export const LiveFeedAlert: Story = {
  args: {
    selection: {
      ...liveArsenal,
      state: 'suspended',
      message: 'Suspended: live prices are being checked.',
    },
  },
};

/** In play, the live connection reconnecting. */
export const LiveStale: Story = {
  args: { selection: { ...liveArsenal, state: 'stale', message: 'Reconnecting to live prices…' } },
};

/** In play, the market closed. */
export const LiveClosed: Story = {
  args: {
    selection: {
      ...liveArsenal,
      state: 'closed',
      stakeable: false,
      message: 'This market has closed.',
    },
  },
};
