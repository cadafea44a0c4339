import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSportsStore, withSportsStyles } from '../../stories/decorators';
import { GenericScoreboard } from './GenericScoreboard';
import { withScoreboardStyles } from './test/storyDecorators';
import { footballFirstHalf, missingPicture, viewOfKind } from './test/scoreboardSamples';

/** The generic table alone, on the dark fallback of the header (see Scoreboard for the whole). */
const meta = {
  title: 'Sports/Live/GenericScoreboard',
  component: GenericScoreboard,
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
  args: { view: viewOfKind(footballFirstHalf, 'generic') },
} satisfies Meta<typeof GenericScoreboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Football: the score with cards and corners. */
export const FootballCardsAndCorners: Story = {};
/** Any other sport: the score alone. */
export const ScoreOnly: Story = { args: { view: viewOfKind(missingPicture, 'generic') } };
