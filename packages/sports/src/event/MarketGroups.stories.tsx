import type { SportEvent } from '@clem/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSportsStore, withSportsStyles } from '../stories/decorators';
import { alcarazSinner, arsenalChelseaAllMarkets } from '../stories/sampleEvents';
import { storyMarketLabels, storyRowLabels } from '../stories/storyLabels';
import { MarketGroups, type MarketGroupsProps } from './MarketGroups';
import { eventMarketsView } from './marketView';

/** An event page's markets, built from the platform event by `eventMarketsView`. */
function markets(event: SportEvent, alertedFeeds?: ReadonlySet<string>): MarketGroupsProps {
  return {
    periods: eventMarketsView(event, storyRowLabels, alertedFeeds),
    eventName: event.name,
    labels: storyMarketLabels,
  };
}

/** Only the markets of `event` that `keep` accepts. */
function only(event: SportEvent, keep: (market: SportEvent['markets'][number]) => boolean) {
  return { ...event, markets: event.markets.filter(keep) };
}

const meta = {
  title: 'Sports/MarketGroups',
  component: MarketGroups,
  decorators: [withSportsStyles, withSportsStore],
  args: markets(arsenalChelseaAllMarkets),
} satisfies Meta<typeof MarketGroups>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every market of Arsenal vs Chelsea: Full Time first, then 1st Half; three-way markets in three
 * columns; Next Goal suspended; team and player markets named after them.
 */
export const FullTimeAndFirstHalf: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings.map((heading) => heading.textContent)).toEqual(['Full Time', '1st Half']);
    await expect(canvas.getByRole('region', { name: '1st Half Result' })).toBeVisible();
  },
};

/** A suspended market keeps its prices on show, marked "suspended", its buttons disabled. */
export const SuspendedMarket: Story = {
  args: markets(
    only(arsenalChelseaAllMarkets, (market) => [1, 2722].includes(market.marketTypeId)),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nextGoal = canvas.getByRole('region', { name: /Next Goal/ });
    await expect(within(nextGoal).getByText('suspended')).toBeVisible();
    for (const button of within(nextGoal).getAllByRole('button')) {
      await expect(button).toBeDisabled();
    }
  },
};

/** A feed alert suspends every open market of its feed (betting §4), here the whole event. */
export const FeedAlert: Story = {
  args: markets(
    {
      ...arsenalChelseaAllMarkets,
      markets: arsenalChelseaAllMarkets.markets
        .filter((market) => market.periodId === 100)
        .slice(0, 3)
        .map((market) => ({ ...market, feedId: 'betradar' })),
    },
    new Set(['betradar']),
  ),
};

/** Several handicap and total lines, each outcome with its spread (-0.5, -1.25, Over 1.5, …). */
export const HandicapsAndTotals: Story = {
  args: markets(
    only(
      arsenalChelseaAllMarkets,
      (market) => market.marketGroup === 'HDP' || market.marketGroup === 'OVER_UNDER',
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: /^Asian Handicap: Chelsea \+1\.25, 1\.59$/ }),
    ).toBeEnabled();
    await expect(
      canvas.getByRole('button', { name: /^Total Goals: Under 3\.5, 1\.37$/ }),
    ).toBeEnabled();
  },
};

/** Player and team markets: the name leads the title ("Bukayo Saka – To Score Anytime"). */
export const PlayerAndTeamMarkets: Story = {
  args: markets(
    only(arsenalChelseaAllMarkets, (market) => Boolean(market.playerName ?? market.teamName)),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('region', { name: 'Bukayo Saka – To Score Anytime' }),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Arsenal – Total Goals' })).toBeVisible();
  },
};

/** Tennis: two-way markets only (match winner, set handicap, total games). */
export const Tennis: Story = { args: markets(alcarazSinner) };

/** Nothing open on the event: one status line instead of the groups. */
export const NoMarkets: Story = {
  args: markets({ ...arsenalChelseaAllMarkets, markets: [] }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'There are no markets open on this event right now.',
    );
  },
};
