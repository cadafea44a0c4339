import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShellMessages } from '../stories/withShellMessages';
import { sampleSubHeaderLinks } from './storySamples';
import { SubHeader } from './SubHeader';

const meta = {
  title: 'Shell/Header/SubHeader',
  component: SubHeader,
  decorators: [withShellMessages],
  args: {
    links: sampleSubHeaderLinks,
    currentPath: '/sports/tennis',
    linkContext: { localePrefix: '', plainAnchorPrefixes: [] },
  },
} satisfies Meta<typeof SubHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Narrow container: the list scrolls sideways. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};
