import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSportsStyles } from '../stories/decorators';
import { STORY_NOW, STORY_TIME_ZONE } from '../stories/sampleEvents';
import { storyRowLabels } from '../stories/storyLabels';
import { DateLabel } from './DateLabel';

const meta = {
  title: 'Sports/DateLabel',
  component: DateLabel,
  decorators: [withSportsStyles],
  args: {
    eventDate: '2026-08-22T18:45:00Z',
    now: STORY_NOW,
    timeZone: STORY_TIME_ZONE,
    labels: { today: storyRowLabels.today, tomorrow: storyRowLabels.tomorrow },
  },
  // An ISO string, not the date picker's timestamp; "now" is fixed so the stories do not drift.
  argTypes: { eventDate: { control: 'text' }, now: { control: false } },
} satisfies Meta<typeof DateLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Later the same day in London: "Today 19:45". */
export const Today: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Today 19:45')).toHaveAttribute(
      'datetime',
      '2026-08-22T18:45:00Z',
    );
  },
};

/** The next calendar day: "Tomorrow 16:30". */
export const Tomorrow: Story = {
  args: { eventDate: '2026-08-23T15:30:00Z' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Tomorrow 16:30')).toBeVisible();
  },
};

/** Any later day: the date and time, "29/08/2026 15:00". */
export const Later: Story = {
  args: { eventDate: '2026-08-29T14:00:00Z' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('29/08/2026 15:00')).toBeVisible();
  },
};

/**
 * One kick-off (17:30 in London) in two zones: later today for a player in London, already
 * tomorrow (01:30) for one in Tokyo.
 */
export const TwoTimeZones: Story = {
  args: { eventDate: '2026-08-22T16:30:00Z' },
  render: (args) => (
    <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '0.5rem 1rem' }}>
      <dt>London</dt>
      <dd style={{ margin: 0 }}>
        <DateLabel {...args} timeZone="Europe/London" />
      </dd>
      <dt>Tokyo</dt>
      <dd style={{ margin: 0 }}>
        <DateLabel {...args} timeZone="Asia/Tokyo" />
      </dd>
    </dl>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Today 17:30')).toBeVisible();
    await expect(canvas.getByText('Tomorrow 01:30')).toBeVisible();
  },
};
