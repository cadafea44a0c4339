import type { ScoreboardEvent, ScoreboardView } from '@clem/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withSportsStore, withSportsStyles } from '../../stories/decorators';
import { Scoreboard } from './Scoreboard';
import { STORY_PICTURE, withScoreboardStyles } from './test/storyDecorators';
import {
  basketballHalftime,
  basketballThirdQuarter,
  boxingRound,
  cricketChase,
  dartsManySets,
  esportsMaps,
  flagOff,
  flagOn,
  footballFirstHalf,
  footballHalftime,
  footballSecondHalf,
  iceHockey,
  missingPicture,
  tennisThirdSet,
  viewOf,
  volleyballFifthSet,
} from './test/scoreboardSamples';

/** The view on the bright stand-in picture (the real pictures are the apps' static files). */
function onPicture(event: ScoreboardEvent, options = flagOn): { view: ScoreboardView } {
  return { view: { ...viewOf(event, options), background: STORY_PICTURE } };
}

/**
 * The live event page's scoreboard header, one story per kind and state. The toolbar's brand and
 * light/dark mode apply: the header keeps its own dark overlay in both modes, the brand's accent
 * marks the current period.
 */
const meta = {
  title: 'Sports/Live/Scoreboard',
  component: Scoreboard,
  decorators: [withScoreboardStyles, withSportsStyles, withSportsStore],
  args: onPicture(footballFirstHalf),
} satisfies Meta<typeof Scoreboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Football in the 1st half: score, red and yellow cards and corners, the clock "1st half 37'". */
export const FootballFirstHalf: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: /Arsenal v Chelsea/ })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Red cards' })).toBeInTheDocument();
    await expect(canvas.getByText("1st half 37'")).toBeVisible();
  },
};

/** Half time: the clock says so; the halftime score column waits for the 2nd half. */
export const FootballHalftime: Story = { args: onPicture(footballHalftime) };

/** The 2nd half with the halftime-score flag on: an HT column. */
export const FootballHalftimeScoreOn: Story = {
  args: onPicture(footballSecondHalf, flagOn),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('columnheader', { name: 'Half time' }),
    ).toBeInTheDocument();
  },
};

/** The same match with the flag off: no HT column. */
export const FootballHalftimeScoreOff: Story = {
  args: onPicture(footballSecondHalf, flagOff),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('columnheader', { name: 'Half time' }),
    ).not.toBeInTheDocument();
  },
};

/** Basketball in the 3rd quarter: 4 quarters, the HT column after the 2nd, the total; Q3 current. */
export const BasketballThirdQuarter: Story = {
  args: onPicture(basketballThirdQuarter),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('columnheader', { name: /3rd quarter, current period/ }),
    ).toHaveAttribute('aria-current', 'true');
  },
};

/** Basketball at half time: the HT column is highlighted. */
export const BasketballHalftime: Story = {
  args: onPicture(basketballHalftime),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('columnheader', { name: /Half time, current period/ }),
    ).toBeInTheDocument();
  },
};

/** Ice hockey: numbered periods, the 2nd current. */
export const IceHockeyPeriods: Story = { args: onPicture(iceHockey) };

/** Tennis: the server's green dot, "Game 4 / Set 3", three sets, points and sets won. */
export const TennisThreeSets: Story = {
  args: onPicture(tennisThirdSet),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Game 4 / Set 3')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: /Jannik Sinner Serving/ })).toBeVisible();
  },
};

/** Volleyball: five sets, the 5th current. */
export const VolleyballFiveSets: Story = { args: onPicture(volleyballFifthSet) };

/** A sport of more than 8 sets: the sets are hidden, the match score is shown. */
export const ManySetsMatchScore: Story = { args: onPicture(dartsManySets) };

/** E-sports maps on the virtual background (its own picture: the stand-in fails over to dark). */
export const EsportsMapsVirtualBackground: Story = { args: { view: viewOf(esportsMaps) } };

/** Cricket: each side's innings, the batting side marked. */
export const CricketBatting: Story = {
  args: onPicture(cricketChase),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('rowheader', { name: /Australia Batting/ }),
    ).toBeVisible();
  },
};

/** Boxing has no scoreboard: nothing is rendered. */
export const BoxingNoScoreboard: Story = {
  args: { view: viewOf(boxingRound) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('table')).not.toBeInTheDocument();
  },
};

/** The sport's picture fails to load: the dark fallback, the text as readable as on the picture. */
export const FailedBackground: Story = {
  args: { view: viewOf(missingPicture) },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('.cs-sb-frame')).toHaveClass('cs-sb-fallback'),
    );
  },
};
