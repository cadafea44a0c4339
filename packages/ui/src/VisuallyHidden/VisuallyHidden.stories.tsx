import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Read by screen readers, invisible on screen' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing shows: inspect the accessibility tree (a11y panel) to find the text. */
export const Default: Story = {};

/** The usual use: the unit of a count that is shown as a bare number. */
export const InsideACount: Story = {
  render: (args) => (
    <p>
      <span aria-hidden="true">12</span>
      <VisuallyHidden {...args}>12 events</VisuallyHidden>
    </p>
  ),
};
