import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  withSportsStore,
  withSportsStyles,
  type SportsStoreParameters,
} from '../../stories/decorators';
import { LiveDesktopFilter } from './LiveDesktopFilter';
import {
  desktopCompetitionToggled,
  desktopLeagueToggled,
  liveCompetitionsChanged,
} from './liveFilterSlice';
import {
  sampleCompetitionIds,
  sampleCompetitions,
  sampleLeagueIds,
  sampleLiveEvents,
} from './sampleCompetitions';
import { FilteredNames } from './testHarness';

const meta = {
  title: 'Sports/Live/LiveDesktopFilter',
  component: LiveDesktopFilter,
  decorators: [withSportsStyles, withSportsStore],
  args: { competitions: sampleCompetitions },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '18rem 1fr', gap: '1rem' }}>
      <LiveDesktopFilter {...args} />
      <FilteredNames events={sampleLiveEvents} mode="desktop" />
    </div>
  ),
} satisfies Meta<typeof LiveDesktopFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

const store = (parameters: SportsStoreParameters) => ({ sportsStore: parameters });
const withList = liveCompetitionsChanged(sampleCompetitions);

/** Everything selected, as the filter starts. */
export const AllSelected: Story = {};

/** Spain cleared (none), England partial (Championship hidden), the rest selected. */
export const Mixed: Story = {
  parameters: store({
    actions: [
      withList,
      desktopCompetitionToggled(sampleCompetitionIds.spain),
      desktopLeagueToggled(sampleLeagueIds.championship),
    ],
  }),
};

/** Opening a competition's leagues and hiding one makes the competition mixed. */
export const PartialByLeague: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Leagues of International' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /^WTA/ }));
    await expect(canvas.getByRole('checkbox', { name: /^International/ })).toBePartiallyChecked();
  },
};
