import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SportTree } from './SportTree';
import { sampleHrefFor, sampleLabels, sampleSports } from './sportTreeSample';

const sportIcons: Record<string, string> = { FOOT: '⚽', TENN: '🎾', BASK: '🏀', ESPT: '🎮' };

const meta = {
  title: 'Components/SportTree',
  component: SportTree,
  args: {
    nodes: sampleSports,
    hrefFor: sampleHrefFor,
    labels: sampleLabels,
    onOpenChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SportTree>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};

export const OneSportOpen: Story = { args: { defaultOpenId: 1 } };

export const CurrentPage: Story = {
  args: { currentHref: '/sports/football/england/premier-league' },
};

export const WithIcons: Story = {
  args: { renderIcon: (sport) => (sport.sportCode ? sportIcons[sport.sportCode] : null) },
};

export const Empty: Story = { args: { nodes: [] } };

export const WithoutCounts: Story = {
  args: {
    nodes: [
      { id: 1, name: 'Football', slug: 'football' },
      { id: 2, name: 'Tennis', slug: 'tennis' },
    ],
  },
};

export const LongNames: Story = {
  args: {
    defaultOpenId: 7,
    nodes: [
      {
        id: 7,
        name: 'Australian Rules Football and Other Oval-Ball Codes',
        slug: 'aussie-rules',
        eventCount: 12345,
        children: [
          {
            id: 71,
            name: 'Bosnia and Herzegovina — Federation of Bosnia and Herzegovina',
            slug: 'bih',
            eventCount: 1200,
            children: [
              {
                id: 711,
                name: 'Premijer Liga Bosne i Hercegovine, Relegation Round Play-off Second Leg',
                slug: 'premijer-liga',
                eventCount: 999,
              },
            ],
          },
        ],
      },
      ...sampleSports,
    ],
  },
};

export const HiddenTitle: Story = { args: { hideTitle: true } };
