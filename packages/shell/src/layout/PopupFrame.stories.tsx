import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withShellMessages } from '../stories/withShellMessages';
import { PopupFrame } from './PopupFrame';

/** The small popup frame: optional title and close icon, 400 px wide, at most 348 px high. */
const meta = {
  title: 'Shell/Layout/PopupFrame',
  component: PopupFrame,
  decorators: [withShellMessages],
  args: {
    title: <h2>Popup title</h2>,
    onClose: fn(),
    children: <p>Short content.</p>,
  },
} satisfies Meta<typeof PopupFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitleAndClose: Story = {};
export const ContentOnly: Story = { args: { title: undefined, onClose: undefined } };
export const ScrollingContent: Story = {
  args: {
    children: Array.from({ length: 20 }, (_, i) => <p key={i}>Line {i + 1}</p>),
  },
};
