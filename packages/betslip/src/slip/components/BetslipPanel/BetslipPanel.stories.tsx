import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  africanTaxView,
  closedView,
  eachWayView,
  freeBetView,
  retailCodeReadyView,
  retailCodeView,
  emptySlipView,
  errorsView,
  keypadNoDecimalView,
  keypadView,
  liveAcceptedHigherView,
  liveDelayPriceChangedView,
  liveDelayView,
  livePriceChangedView,
  liveStaleView,
  liveSuspendedView,
  liveView,
  oneSingleView,
  placingView,
  priceChangedView,
  refreshFailedView,
  refreshingView,
  singleStakedView,
  successView,
  suspendedView,
  systemsView,
  multiplesView,
  trebleView,
  waitingApprovalView,
} from '../sampleViews';
import { storyActions } from '../storyActions';
import { withBetslipMessages } from '../withBetslipMessages';
import { BetslipPanel } from './BetslipPanel';
import { EmptySlip } from './EmptySlip';
import { useState } from 'react';

/**
 * The whole betslip from a `SlipView`. The frame is the desktop right column (340px); the keypad
 * stories use the small mobile viewport (320px). Brand and light/dark come from the toolbar.
 */
const meta = {
  title: 'Betslip/BetslipPanel',
  component: BetslipPanel,
  decorators: [
    withBetslipMessages,
    (Story) => (
      <div style={{ width: '100%', maxWidth: 340 }}>
        <Story />
      </div>
    ),
  ],
  args: { view: emptySlipView, actions: storyActions(), touchKeypad: false },
} satisfies Meta<typeof BetslipPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile1', isRotated: false } };

export const Empty: Story = {};

export const OneSingle: Story = { args: { view: oneSingleView } };

export const SingleWithStakeAndReturns: Story = { args: { view: singleStakedView } };

/** Three selections on different events: the treble in the multiples section; collapsed. */
export const Treble: Story = { args: { view: trebleView } };

export const ExpandedWithSystems: Story = { args: { view: systemsView } };

/**
 * The treble, the Doubles ×3 beside it and a Trixie, all staked: each line shows its own odds or
 * its number of bets, and the summary no single "Total odds".
 */
export const DoublesBesideTrebleAndSystem: Story = { args: { view: multiplesView } };

/** Arsenal's odds moved: old → new on the card, a warning, and "Accept changes". */
export const PriceChanged: Story = { args: { view: priceChangedView } };

export const SuspendedSelection: Story = { args: { view: suspendedView } };

export const ClosedSelection: Story = { args: { view: closedView } };

/** RES-00056 with "Use my balance", RES-00034 and a 500 with its reference. */
export const ErrorMessages: Story = { args: { view: errorsView } };

export const Placing: Story = { args: { view: placingView } };

export const WaitingApproval: Story = { args: { view: waitingApprovalView } };

export const SuccessReceipt: Story = { args: { view: successView } };

/** Kenya: stake after excise and tax on winnings; no system bets. */
export const AfricanBetslipWithTax: Story = { args: { view: africanTaxView } };

export const KeypadOpen: Story = {
  args: { view: keypadView, touchKeypad: true },
  globals: mobile,
};

/** KRW: no decimal key. */
export const KeypadWithoutDecimalKey: Story = {
  args: { view: keypadNoDecimalView, touchKeypad: true },
  globals: mobile,
};

export const EachWaySingle: Story = { args: { view: eachWayView } };

/** A free bet offered on one single and used on another. */
export const FreeBets: Story = { args: { view: freeBetView } };

/** An anonymous player where the operator has retail codes on. */
export const RetailCodeOffered: Story = { args: { view: retailCodeView } };

/** The retail code given: show it at a shop. */
export const RetailCodeGiven: Story = { args: { view: retailCodeReadyView } };

/** The platform recalculates: a thin moving bar under the header, nothing blocks. */
export const Refreshing: Story = { args: { view: refreshingView } };

/** The selections refresh failed: the slip says so with "Try again"; the stake is kept. */
export const SelectionsRefreshFailed: Story = { args: { view: refreshFailedView } };

/** The empty look on its own. */
export const EmptySlipAlone: Story = { render: () => <EmptySlip /> };

/** In play, at the price picked. */
export const LiveSelection: Story = { args: { view: liveView } };

/** In play, the price went up under D: taken, shown old → new, Place stays on. */
export const LiveAcceptedHigher: Story = { args: { view: liveAcceptedHigherView } };

/** In play, the price went down: "Accept changes" before Place. */
export const LivePriceChanged: Story = { args: { view: livePriceChangedView } };

/** In play, the market suspended: marked at once, Place says why it is disabled. */
export const LiveSuspended: Story = { args: { view: liveSuspendedView } };

/** The live connection reconnects: prices cannot be trusted, Place waits and says so. */
export const LiveStale: Story = { args: { view: liveStaleView } };

/** The delay counts from when the story opens (five seconds, then "Confirming…"). */
function DelayCountdown({ actions }: { actions: Parameters<typeof BetslipPanel>[0]['actions'] }) {
  const [endsAt] = useState(() => Date.now() + 5000);
  return (
    <BetslipPanel
      view={{ ...liveDelayView, inPlayDelay: { seconds: 5, endsAt } }}
      actions={actions}
    />
  );
}

/** The platform holds the in-play bet: "Placing in-play bet… 5", counting down. */
export const LiveDelayCountdown: Story = {
  args: { view: liveDelayView },
  render: (args) => <DelayCountdown actions={args.actions} />,
};

/** The delay ended with RES-00152 (the price moved): the new price and "Accept changes". */
export const LiveDelayEndedWithPriceChange: Story = { args: { view: liveDelayPriceChangedView } };
