import type { Meta, StoryObj } from '@storybook/react-vite';
import { NextIntlClientProvider } from 'next-intl';
import en from '../../messages/en.json';
import { SportTreeNav } from './SportTreeNav';

const meta = {
  title: 'Sports/SportTreeNav',
  component: SportTreeNav,
  decorators: [
    (Story) => (
      <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
        <Story />
      </NextIntlClientProvider>
    ),
  ],
  args: {
    localePrefix: '',
    tree: [
      {
        id: 240,
        name: 'Football',
        slug: 'football',
        sportCode: 'FOOT',
        eventCount: 42,
        children: [
          {
            id: 1,
            name: 'England',
            slug: 'england',
            eventCount: 30,
            children: [
              {
                id: 2,
                name: 'Premier League',
                slug: 'premier-league',
                eventCount: 20,
                children: [],
              },
              { id: 3, name: 'Championship', slug: 'championship', eventCount: 10, children: [] },
            ],
          },
          {
            id: 4,
            name: 'International',
            slug: 'international',
            eventCount: 12,
            children: [
              {
                id: 5,
                name: 'UEFA Champions League',
                slug: 'uefa-champions-league',
                eventCount: 12,
                children: [],
              },
            ],
          },
        ],
      },
      {
        id: 227,
        name: 'Basketball',
        slug: 'basketball',
        sportCode: 'BASK',
        eventCount: 8,
        children: [],
      },
      { id: 239, name: 'Tennis', slug: 'tennis', sportCode: 'TENN', eventCount: 0, children: [] },
    ],
  },
} satisfies Meta<typeof SportTreeNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const InSpanish: Story = { args: { localePrefix: '/es' } };
export const Empty: Story = { args: { tree: [] } };
