import type { ListLayout, SportEvent } from '@clem/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSportsStore, withSportsStyles } from '../stories/decorators';
import {
  alcarazSinner,
  arsenalChelsea,
  bayernDortmund,
  brightonAstonVilla,
  newcastleTottenham,
  STORY_NOW,
  STORY_TIME_ZONE,
} from '../stories/sampleEvents';
import { storyEventRowLabels, storyRowLabels } from '../stories/storyLabels';
import { liveRowIslands } from '../live/liveRowIslands';
import { OddsWordsProvider } from '../odds/OddsWords';
import { EventRow, type EventRowProps } from './EventRow';
import { eventRowView } from './rowView';

/**
 * One event row, built from a platform event by `eventRowView` as the list pages do it, inside a
 * list (a row is an `<li>`) framed like a league group, with the odds words a list provides.
 */
function row(event: SportEvent, layout: ListLayout, marketCount?: number): EventRowProps {
  const view = eventRowView(event, {
    layout,
    now: STORY_NOW,
    timeZone: STORY_TIME_ZONE,
    labels: storyRowLabels,
    ...(marketCount === undefined ? {} : { marketCount: () => marketCount }),
  });
  return { view, href: view.href, labels: storyEventRowLabels };
}

const meta = {
  title: 'Sports/EventRow',
  component: EventRow,
  decorators: [
    (Story) => (
      <OddsWordsProvider words={storyEventRowLabels}>
        <section className="cs-group" aria-label="Events">
          <ul className="cs-rows">
            <Story />
          </ul>
        </section>
      </OddsWordsProvider>
    ),
    withSportsStyles,
    withSportsStore,
  ],
  args: row(arsenalChelsea, 'euro', 48),
} satisfies Meta<typeof EventRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Football, euro layout: the 1 X 2 column, today's kick-off and "+47 markets". */
export const FootballMatchResult: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^Arsenal to win, 1\.95$/ })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: /^Draw, 3\.60$/ })).toBeEnabled();
    await expect(canvas.getByText('Today 17:30')).toBeVisible();
  },
};

/** Tennis, euro layout: the two-way Match Winner column (1 2), tomorrow. */
export const TennisHeadToHead: Story = { args: row(alcarazSinner, 'euro', 22) };

/** Asian layout: handicap and total columns, each button with its line. */
export const AsianHandicapAndTotals: Story = {
  args: row(arsenalChelsea, 'asian', 48),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: /^Asian Handicap: Arsenal -0\.5, 1\.95$/ }),
    ).toBeEnabled();
    await expect(
      canvas.getByRole('button', { name: /^Total Goals: Over 2\.5, 1\.87$/ }),
    ).toBeEnabled();
  },
};

/** No Match Result market yet: its three slots stay as dashes, so the grid keeps its shape. */
export const MissingMarket: Story = {
  args: row(brightonAstonVilla, 'euro'),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.cs-empty')).toHaveLength(3);
    await expect(within(canvasElement).queryAllByRole('button', { name: /, \d/ })).toHaveLength(0);
  },
};

/** Asian layout with no total market: the handicap shows, the total column is dashes. */
export const MissingTotalAsian: Story = { args: row(bayernDortmund, 'asian') };

/**
 * In play in a prematch list (no live islands): the "Live" mark, the score as the server drew
 * it, and the row links to the live event page.
 */
export const Live: Story = {
  args: row(newcastleTottenham, 'euro', 31),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Live')).toBeVisible();
    await expect(canvas.getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/live\//),
    );
  },
};

/** In play in an In-Play list: the same row, its clock and score kept current by the live data. */
export const LiveInPlayList: Story = {
  args: { ...row(newcastleTottenham, 'euro', 31), liveIslands: liveRowIslands },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Live')).toBeVisible();
    await expect(canvasElement.querySelector('li[data-live]')).not.toBeNull();
  },
};

/** A suspended Match Result: every price shows but none can be pressed. */
export const Suspended: Story = {
  args: row(
    {
      ...arsenalChelsea,
      markets: arsenalChelsea.markets.map((market) => ({ ...market, status: 'suspended' })),
    },
    'euro',
    48,
  ),
};

/** Without the favourite star (e.g. where the player cannot keep favourites). */
export const WithoutFavourite: Story = { args: { showFavourite: false } };
