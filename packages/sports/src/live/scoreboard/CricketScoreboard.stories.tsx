import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSportsStore, withSportsStyles } from '../../stories/decorators';
import { CricketScoreboard } from './CricketScoreboard';
import { withScoreboardStyles } from './test/storyDecorators';
import { cricketChase, viewOfKind } from './test/scoreboardSamples';

/** The cricket table alone, on the dark fallback of the header (see Scoreboard for the whole). */
const meta = {
  title: 'Sports/Live/CricketScoreboard',
  component: CricketScoreboard,
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
  args: { view: viewOfKind(cricketChase, 'cricket') },
} satisfies Meta<typeof CricketScoreboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chase: India's innings done, Australia batting. */
export const Chase: Story = {};
