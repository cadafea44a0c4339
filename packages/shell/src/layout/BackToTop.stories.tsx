import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShellMessages } from '../stories/withShellMessages';
import { BackToTop } from './BackToTop';

/** Scroll the canvas past 200 px: the button appears, and hides 5 s after the last scroll. */
const meta = {
  title: 'Shell/Layout/BackToTop',
  component: BackToTop,
  decorators: [withShellMessages],
  parameters: { layout: 'fullscreen' },
  args: { pathname: '/sports', focusTargetId: 'story-content' },
  render: (args) => (
    <>
      <main id="story-content" style={{ minHeight: '300vh', padding: '1rem' }}>
        <p>Scroll down…</p>
      </main>
      <BackToTop {...args} />
    </>
  ),
} satisfies Meta<typeof BackToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** An excluded path (embedded virtual game): the button never shows. */
export const ExcludedPath: Story = { args: { pathname: '/sports/kiron' } };
