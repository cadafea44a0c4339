import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { Sheet } from './Sheet';

const meta = {
  title: 'Components/Sheet',
  component: Sheet,
  args: {
    open: true,
    onOpenChange: () => {},
    side: 'left',
    title: 'Menu',
    layer: 'drawer',
    animated: true,
    returnFocusToOpener: true,
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['bottom', 'left', 'right'] },
    layer: { control: 'inline-radio', options: ['drawer', 'sheet', 'menuDrawer'] },
  },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open the sheet</Button>
        <Sheet {...args} open={open} onOpenChange={setOpen}>
          <Stack gap={3} style={{ padding: '1rem' }}>
            <p style={{ margin: 0 }}>The sheet&apos;s own content, with its own visible header.</p>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Close
            </Button>
          </Stack>
        </Sheet>
      </>
    );
  },
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Left: Story = {};
export const Right: Story = { args: { side: 'right' } };
export const Bottom: Story = {
  args: { side: 'bottom', title: 'Betslip', layer: 'sheet', titleElement: 'span' },
};
