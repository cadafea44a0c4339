import type { Meta, StoryObj } from '@storybook/react-vite';
import { withMyBetsMessages } from '../stories/withMyBets';
import {
  lostDouble,
  openEachWay,
  openJackpot,
  openSingle,
  openTrixie,
  pendingTreble,
  vndSingle,
  voidSingle,
  wonSingle,
} from '../test/fixtures';
import { BetCard } from './BetCard';

/** One bet as My Bets lists it; sample bets shaped like the sandbox's answers. */
const meta = {
  title: 'Betslip/My Bets/BetCard',
  component: BetCard,
  decorators: [withMyBetsMessages],
  args: { bet: openSingle, oddsFormat: 'euro' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BetCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenSingle: Story = {};

/** A treble awaiting approval, with a handicap line and a total line. */
export const PendingApprovalTreble: Story = { args: { bet: pendingTreble } };

/** Waiting for approval with the decision 45 s away: it counts down once a second. */
export const CountingDownToTheDecision: Story = {
  args: { bet: { ...pendingTreble, decideAt: new Date(Date.now() + 45_000).toISOString() } },
};

/** show_countdown_digits off: it only says it is waiting. */
export const WaitingWithoutDigits: Story = {
  args: {
    bet: { ...pendingTreble, decideAt: new Date(Date.now() + 45_000).toISOString() },
    showCountdownDigits: false,
  },
};

/** A system bet: lines × unit stake, no combined odds, one leg already won. */
export const SystemTrixie: Story = { args: { bet: openTrixie } };

export const EachWay: Story = { args: { bet: openEachWay } };

/** Jackpot legs show their event ordinal; one is a reserve pick. */
export const Jackpot: Story = { args: { bet: openJackpot } };

export const Won: Story = { args: { bet: wonSingle } };

/** Lost: one leg won, one lost, payout 0. */
export const Lost: Story = { args: { bet: lostDouble } };

/** Void: the stake is paid back. */
export const Void: Story = { args: { bet: voidSingle } };

/** VND: no decimals, amounts shown in thousands (displayScale 1000). */
export const CurrencyInThousands: Story = { args: { bet: vndSingle } };

export const UsOdds: Story = { args: { bet: pendingTreble, oddsFormat: 'us' } };

/** US odds with negative odds off (zedbet, the default): short prices show as decimal prices. */
export const UsOddsNegativesOff: Story = {
  args: { bet: pendingTreble, oddsFormat: 'us', negativeOddsEnabled: false },
};

/** US odds with negative odds on (dafabet): −200 and −125 on the short legs. */
export const UsOddsNegativesOn: Story = {
  args: { bet: pendingTreble, oddsFormat: 'us', negativeOddsEnabled: true },
};

/**
 * Dates as the event lists show them, in the player's time zone: kick-offs "Today 20:00" and
 * "Tomorrow 17:30" (seen on the morning the bet was placed), placed at DD/MM/YYYY HH:mm.
 */
export const DatesLikeTheLists: Story = {
  args: { bet: pendingTreble, timeZone: 'UTC', now: new Date('2026-11-23T10:30:00.000Z') },
};

/** Combined odds rounded down once, so they read as the returns of 1.00 (67.02 and 67.02). */
export const CombinedOddsAgreeWithReturns: Story = {
  args: {
    bet: {
      ...pendingTreble,
      decimal: 67.025,
      totalStake: 100,
      unitStake: 100,
      potentialReturns: 6702,
    },
  },
};
