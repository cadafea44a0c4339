import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSportsStore, withSportsStyles } from '../../stories/decorators';
import { LiveScoreSummary } from './LiveScoreSummary';
import { withScoreboardStyles } from './test/storyDecorators';
import {
  basketballHalftime,
  basketballThirdQuarter,
  boxingRound,
  cricketChase,
  dartsManySets,
  esportsMaps,
  footballHalftime,
  footballSecondHalf,
  iceHockey,
  tennisThirdSet,
  viewOf,
  volleyballFifthSet,
} from './test/scoreboardSamples';

/** A live list row's compact clock and score, for each kind of scoreboard, on the page's surface. */
const meta = {
  title: 'Sports/Live/LiveScoreSummary',
  component: LiveScoreSummary,
  decorators: [withScoreboardStyles, withSportsStyles, withSportsStore],
  args: { view: viewOf(footballSecondHalf) },
} satisfies Meta<typeof LiveScoreSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Generic (football): "H2 67'  2 – 1". */
export const Generic: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("H2 67'")).toBeVisible();
  },
};

export const FootballHalftime: Story = { args: { view: viewOf(footballHalftime) } };
export const PeriodQuarters: Story = { args: { view: viewOf(basketballThirdQuarter) } };
export const PeriodHalftime: Story = { args: { view: viewOf(basketballHalftime) } };
export const PeriodNumbered: Story = { args: { view: viewOf(iceHockey) } };

/** Tennis: the server's green dot by the score. */
export const SetsTennisServer: Story = {
  args: { view: viewOf(tennisThirdSet) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Serving', { exact: false })).toBeInTheDocument();
  },
};

export const SetsVolleyball: Story = { args: { view: viewOf(volleyballFifthSet) } };
export const SetsHidden: Story = { args: { view: viewOf(dartsManySets) } };
export const SetsMaps: Story = { args: { view: viewOf(esportsMaps) } };

/** Cricket: runs/wickets, the batting side marked. */
export const CricketBatting: Story = { args: { view: viewOf(cricketChase) } };

/** Boxing has no scoreboard header, but its row still shows clock and score. */
export const NoScoreboardKind: Story = { args: { view: viewOf(boxingRound) } };
