import { INTERNATIONAL_COMPETITION_ID } from '@clem/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  withSportsStore,
  withSportsStyles,
  type SportsStoreParameters,
} from '../../stories/decorators';
import { LiveCompetitionFilter } from './LiveCompetitionFilter';
import { liveCompetitionChosen, liveLeagueToggled } from './liveFilterSlice';
import {
  sampleCompetitionIds,
  sampleCompetitions,
  sampleLeagueIds,
  sampleLiveEvents,
} from './sampleCompetitions';
import { FilteredNames } from './testHarness';

const meta = {
  title: 'Sports/Live/LiveCompetitionFilter',
  component: LiveCompetitionFilter,
  decorators: [withSportsStyles, withSportsStore],
  args: { competitions: sampleCompetitions },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  render: (args) => (
    <div style={{ maxWidth: '390px', display: 'grid', gap: '0.75rem' }}>
      <LiveCompetitionFilter {...args} />
      <FilteredNames events={sampleLiveEvents} mode="mobile" />
    </div>
  ),
} satisfies Meta<typeof LiveCompetitionFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

const store = (parameters: SportsStoreParameters) => ({ sportsStore: parameters });

/** Nothing chosen: "All" is pressed and every live event shows. */
export const AllCompetitions: Story = {};

/** England chosen: its leagues appear in a second row, and Reset. */
export const CompetitionChosen: Story = {
  parameters: store({ actions: [liveCompetitionChosen(sampleCompetitionIds.england)] }),
};

/** England with two of its leagues chosen. */
export const LeaguesChosen: Story = {
  parameters: store({
    actions: [
      liveCompetitionChosen(sampleCompetitionIds.england),
      liveLeagueToggled(sampleLeagueIds.premier),
      liveLeagueToggled(sampleLeagueIds.leagueOne),
    ],
  }),
};

/** The international competition: every sport's international countries together. */
export const International: Story = {
  parameters: store({ actions: [liveCompetitionChosen(INTERNATIONAL_COMPETITION_ID)] }),
};

/** A single competition live: "All" and that one. */
export const OneCompetition: Story = {
  args: { competitions: sampleCompetitions.slice(2, 3) },
};

/** Choosing, narrowing and resetting, by keyboard. */
export const ChooseAndReset: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Spain/ }));
    await expect(canvas.getByRole('button', { name: /^Spain/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reset filter' }));
    await expect(canvas.getByRole('button', { name: /^All/ })).toHaveFocus();
  },
};
