import type { ListLayout, SortBy, SportEvent } from '@clem/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { leagueGroupsView } from '../pages/listView';
import { withSportsStore, withSportsStyles } from '../stories/decorators';
import {
  arsenalChelsea,
  brightonAstonVilla,
  footballEvents,
  newcastleTottenham,
  realMadridAtletico,
  STORY_NOW,
  STORY_TIME_ZONE,
  tennisEvents,
} from '../stories/sampleEvents';
import { storyEventRowLabels, storyT } from '../stories/storyLabels';
import { EventList, type LeagueGroupView } from './EventList';

/** League groups built from platform events by `leagueGroupsView`, as the list pages do. */
function groups(
  events: readonly SportEvent[],
  layout: ListLayout = 'euro',
  sortBy: SortBy = 'competition',
): LeagueGroupView[] {
  return leagueGroupsView(events, {
    t: storyT,
    layout,
    sortBy,
    now: STORY_NOW,
    timeZone: STORY_TIME_ZONE,
    localePrefix: '',
    backTo: '/sports/football',
  });
}

const meta = {
  title: 'Sports/EventList',
  component: EventList,
  decorators: [withSportsStyles, withSportsStore],
  args: { groups: groups(footballEvents), labels: storyEventRowLabels, headingLevel: 2 },
} satisfies Meta<typeof EventList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Football in euro layout: England, Spain and Germany, a group each, with a live row and a row
 * whose Match Result market is missing.
 */
export const FootballSeveralLeagues: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'England – Premier League' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Spain – LaLiga' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Germany – Bundesliga' })).toBeVisible();
  },
};

/** The same events in asian layout: a handicap and a total column per row. */
export const FootballAsian: Story = { args: { groups: groups(footballEvents, 'asian') } };

/** Sorted by start time: a league comes back as a new group when another one's event is between. */
export const SortedByTime: Story = {
  args: { groups: groups(footballEvents, 'euro', 'time') },
};

/** Tennis: two-way Match Winner columns, men's and women's draws as two groups. */
export const TennisHeadToHead: Story = { args: { groups: groups(tennisEvents) } };

/** Tennis in asian layout: set handicap and total games. */
export const TennisAsian: Story = { args: { groups: groups(tennisEvents, 'asian') } };

/** Live only: the in-play row. */
export const Live: Story = { args: { groups: groups([newcastleTottenham]) } };

/** Rows with and without their main market side by side (dashes keep the grid aligned). */
export const MissingMarkets: Story = {
  args: { groups: groups([arsenalChelsea, brightonAstonVilla]) },
};

/** Group titles as `<h3>` (a page section whose `<h2>` is above the list), no stars. */
export const NestedHeadingsWithoutStars: Story = {
  args: {
    groups: groups([arsenalChelsea, realMadridAtletico]),
    headingLevel: 3,
    showFavourite: false,
  },
};
