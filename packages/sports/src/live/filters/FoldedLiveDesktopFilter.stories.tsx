import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withSportsStore, withSportsStyles } from '../../stories/decorators';
import { FoldedLiveDesktopFilter } from './FoldedLiveDesktopFilter';
import { sampleCompetitions } from './sampleCompetitions';

/**
 * The desktop filter as `/live` shows it: folded away (shown at desktop widths only), its panel
 * loaded the first time it opens.
 */
const meta = {
  title: 'Sports/Live/FoldedLiveDesktopFilter',
  component: FoldedLiveDesktopFilter,
  decorators: [withSportsStyles, withSportsStore],
  args: { summary: 'Filter', competitions: sampleCompetitions },
  parameters: { viewport: { defaultViewport: 'desktop' } },
} satisfies Meta<typeof FoldedLiveDesktopFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Folded: only the fold's label, no panel yet. */
export const Folded: Story = {};

/** Opened: the panel loads and shows every competition checked. */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Filter'));
    await expect(await canvas.findByRole('checkbox', { name: /^All competitions/ })).toBeChecked();
  },
};
