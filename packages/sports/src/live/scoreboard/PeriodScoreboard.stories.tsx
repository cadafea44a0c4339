import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSportsStore, withSportsStyles } from '../../stories/decorators';
import { PeriodScoreboard } from './PeriodScoreboard';
import { withScoreboardStyles } from './test/storyDecorators';
import {
  basketballHalftime,
  basketballThirdQuarter,
  footballSecondHalf,
  iceHockey,
  viewOfKind,
} from './test/scoreboardSamples';

/** The period table alone, on the dark fallback of the header (see Scoreboard for the whole). */
const meta = {
  title: 'Sports/Live/PeriodScoreboard',
  component: PeriodScoreboard,
  decorators: [
    (Story) => (
      <div className="cs-sb-frame cs-sb-fallback">
        <div className="cs-sb-body">
          <Story />
        </div>
      </div>
    ),
    withScoreboardStyles,
    withSportsStyles,
    withSportsStore,
  ],
  args: { view: viewOfKind(basketballThirdQuarter, 'period') },
} satisfies Meta<typeof PeriodScoreboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Quarters: Story = {};
export const QuartersAtHalftime: Story = {
  args: { view: viewOfKind(basketballHalftime, 'period') },
};
export const Halves: Story = { args: { view: viewOfKind(footballSecondHalf, 'period') } };
export const NumberedPeriods: Story = { args: { view: viewOfKind(iceHockey, 'period') } };
