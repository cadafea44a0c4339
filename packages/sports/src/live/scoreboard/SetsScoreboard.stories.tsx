import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSportsStore, withSportsStyles } from '../../stories/decorators';
import { SetsScoreboard } from './SetsScoreboard';
import { withScoreboardStyles } from './test/storyDecorators';
import {
  dartsManySets,
  esportsMaps,
  tennisThirdSet,
  viewOfKind,
  volleyballFifthSet,
} from './test/scoreboardSamples';

/** The sets table alone, on the dark fallback of the header (see Scoreboard for the whole). */
const meta = {
  title: 'Sports/Live/SetsScoreboard',
  component: SetsScoreboard,
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
  args: { view: viewOfKind(tennisThirdSet, 'sets') },
} satisfies Meta<typeof SetsScoreboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tennis: Story = {};
export const VolleyballFiveSets: Story = { args: { view: viewOfKind(volleyballFifthSet, 'sets') } };
export const EsportsMaps: Story = { args: { view: viewOfKind(esportsMaps, 'sets') } };
export const MatchScoreOnly: Story = { args: { view: viewOfKind(dartsManySets, 'sets') } };
