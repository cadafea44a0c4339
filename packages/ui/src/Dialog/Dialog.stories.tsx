import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { Dialog } from './Dialog';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Settings',
    description: 'Odds format, default stake and language.',
    closeLabel: 'Close',
    size: 'md',
    children: (
      <Stack gap={3}>
        <p style={{ margin: 0 }}>The dialog&apos;s own content goes here.</p>
        <Button>Save</Button>
      </Stack>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Settings: Story = {};

export const ShortForm: Story = {
  args: {
    size: 'sm',
    title: 'Log in',
    description: 'Enter your user name and password.',
    children: (
      <Stack gap={3}>
        <label htmlFor="story-user">User name</label>
        <input id="story-user" />
        <Button fullWidth>Log in</Button>
      </Stack>
    ),
  },
};

export const LongTitle: Story = {
  args: {
    title: 'Your session ended because you logged in on another device',
    description: 'Log in again to continue betting on this device.',
  },
};
