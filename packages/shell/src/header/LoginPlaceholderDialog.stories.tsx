import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@clem/ui';
import { useRef, useState } from 'react';
import { withShellMessages } from '../stories/withShellMessages';
import { LoginPlaceholderDialog } from './LoginPlaceholderDialog';

function WithLoginButton() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={ref} variant="secondary" onClick={() => setOpen(true)}>
        Log in
      </Button>
      <LoginPlaceholderDialog open={open} onOpenChange={setOpen} returnFocusTo={ref} />
    </>
  );
}

const meta = {
  title: 'Shell/Header/LoginPlaceholderDialog',
  component: LoginPlaceholderDialog,
  decorators: [withShellMessages],
  args: { open: true, onOpenChange: () => {} },
} satisfies Meta<typeof LoginPlaceholderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

/** Click Log in, then Escape or Close: focus returns to the button. */
export const FromLoginButton: Story = { render: () => <WithLoginButton /> };
