import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EventList } from '../events/EventList';
import { leagueGroupsView, rowCount, sliceGroups } from '../pages/listView';
import type { LaterBatch, LaterRowsRequest } from '../pages/rowBatches';
import { withSportsStore, withSportsStyles } from '../stories/decorators';
import { footballEvents, STORY_NOW, STORY_TIME_ZONE } from '../stories/sampleEvents';
import { storyEventRowLabels, storyT } from '../stories/storyLabels';
import { LaterRows } from './LaterRows';

/**
 * A long list loading the rows below its first screenful, as the list pages do with 200 events.
 * Here the "server" is a function that renders the asked-for rows of the football sample after a
 * short delay; the first two rows stand for the page's own, the island brings the rest two by two.
 */
const groups = leagueGroupsView(footballEvents, {
  t: storyT,
  layout: 'euro',
  sortBy: 'competition',
  now: STORY_NOW,
  timeZone: STORY_TIME_ZONE,
  localePrefix: '',
  backTo: '/sports/football',
});
const total = rowCount(groups);
const FIRST = 2;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function render({ ranges }: LaterRowsRequest): Promise<LaterBatch[]> {
  await wait(300);
  return ranges.map(([from, to]) => {
    const slice = sliceGroups(groups, from, to);
    return {
      rows: <EventList groups={slice} labels={storyEventRowLabels} />,
      ids: slice.flatMap((group) => group.rows.map((row) => row.view.id)),
    };
  });
}

let failures = 0;
async function failOnce(request: LaterRowsRequest) {
  failures += 1;
  if (failures % 2 === 1) {
    await wait(300);
    throw new Error('The platform did not answer');
  }
  return render(request);
}

const labels = {
  loading: 'Loading more events…',
  failed: 'More events could not be loaded.',
  retry: 'Try again',
};

const meta = {
  title: 'Sports/LaterRows',
  component: LaterRows,
  decorators: [withSportsStyles, withSportsStore],
  args: { load: render, from: FIRST, to: total, batch: 2, cacheKey: 'story', labels, ahead: 4000 },
  render: (args) => (
    <div className="cs-list">
      <EventList groups={sliceGroups(groups, 0, FIRST)} labels={storyEventRowLabels} />
      <LaterRows {...args} />
    </div>
  ),
} satisfies Meta<typeof LaterRows>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every row of the sample arrives, in batches, each once and in order; continued groups have no heading. */
export const LoadsTheRest: Story = {
  args: { cacheKey: 'story-rest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('listitem', {}, { timeout: 5000 })).toHaveLength(FIRST);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const ids = [...canvasElement.querySelectorAll<HTMLElement>('li[data-event-id]')].map(
      (row) => row.dataset.eventId,
    );
    await expect(new Set(ids).size).toBe(total);
    await expect(ids).toHaveLength(total);
  },
};

/** A batch that fails: the translated line and a retry button; the retry brings the rows. */
export const FailedBatch: Story = {
  args: { load: failOnce, cacheKey: 'story-failed', to: FIRST + 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      labels.failed,
    );
    await userEvent.click(canvas.getByRole('button', { name: labels.retry }));
    await expect(
      await canvas
        .findAllByRole('listitem', {}, { timeout: 5000 })
        .then(() => canvasElement.querySelectorAll('li[data-event-id]')),
    ).toHaveLength(FIRST + 2);
  },
};
