import { groupEventsByLeague, type SportEvent } from '@clem/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { dateText } from '../events/rowView';
import {
  arsenalChelsea,
  footballEvents,
  STORY_NOW,
  STORY_TIME_ZONE,
} from '../stories/sampleEvents';
import { storyRowLabels, storyT } from '../stories/storyLabels';
import { SiblingEvents, type SiblingGroup } from './SiblingEvents';

/** The dropdown's groups as the event page builds them: by league, the current event marked. */
function siblingGroups(events: readonly SportEvent[], currentId: number): SiblingGroup[] {
  return groupEventsByLeague(events, 'competition').map((group) => ({
    key: group.key,
    title: `${group.countryName} · ${group.leagueName}`,
    events: group.events.map((event) => ({
      id: event.id,
      name: event.name,
      href: `/events/${event.slug}`,
      dateText: dateText(event.eventDate, STORY_NOW, STORY_TIME_ZONE, storyRowLabels),
      current: event.id === currentId,
    })),
  }));
}

const premierLeague = footballEvents.filter((event) =>
  event.eventPaths.some((path) => path.slug === 'premier-league'),
);

const meta = {
  title: 'Sports/SiblingEvents',
  component: SiblingEvents,
  // Room below the trigger for the open panel (it is positioned absolutely).
  decorators: [
    (Story) => (
      <div style={{ minHeight: '22rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'England · Premier League',
    triggerName: storyT('siblingEvents', { league: 'Premier League' }),
    groups: siblingGroups(premierLeague, arsenalChelsea.id),
  },
} satisfies Meta<typeof SiblingEvents>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the trigger names the league; the list is hidden. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', {
      name: /Premier League/,
    });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Opened with a click: the league's events, the current one marked (`aria-current="page"`). */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Premier League/ });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: /Arsenal vs Chelsea/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: /Liverpool vs Manchester City/ })).toBeVisible();
  },
};

/** Several leagues: one titled group each. */
export const SeveralLeagues: Story = {
  args: {
    label: 'Football',
    triggerName: storyT('siblingEvents', { league: 'Football' }),
    groups: siblingGroups(footballEvents, arsenalChelsea.id),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Football/ }));
  },
};
