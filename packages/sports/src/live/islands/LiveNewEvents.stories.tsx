import { liveSnapshotReceived, useAppDispatch } from '@clem/core';
import { liveEvent } from '@clem/core/testing/live';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, within } from 'storybook/test';
import { withSportsStore, withSportsStyles } from '../../stories/decorators';
import { LiveNewEvents } from './LiveNewEvents';

/** Events that go live once the list is on screen (the live data path loads them so). */
function GoingLive({ count }: { count: number }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const events = Array.from({ length: count }, (_, index) => liveEvent(100 + index));
    dispatch(liveSnapshotReceived({ version: 10, events }));
  }, [count, dispatch]);
  return null;
}

const meta = {
  title: 'Sports/Live/LiveNewEvents',
  component: LiveNewEvents,
  decorators: [withSportsStyles, withSportsStore],
  args: { shownIds: [1, 2, 3] },
} satisfies Meta<typeof LiveNewEvents>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing went live since the list opened: an empty polite status, nothing to see. */
export const NothingNew: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

/** One event went live: the button that shows it (the page asks the server again). */
export const OneNew: Story = {
  render: (args) => (
    <>
      <LiveNewEvents {...args} />
      <GoingLive count={1} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Show 1 new event in play' }),
    ).toBeVisible();
  },
};

export const SeveralNew: Story = {
  render: (args) => (
    <>
      <LiveNewEvents {...args} />
      <GoingLive count={4} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Show 4 new events in play' }),
    ).toBeVisible();
  },
};
