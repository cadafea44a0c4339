import type { Meta, StoryObj } from '@storybook/react-vite';
import { withLoginMessages } from '../stories/withLoginMessages';
import { OneTimeCodeDialog } from './OneTimeCodeDialog';

const meta = {
  title: 'Account/Login/OneTimeCodeDialog',
  component: OneTimeCodeDialog,
  decorators: [withLoginMessages],
  args: {
    open: true,
    onClose: () => {},
    onSubmit: () => {},
    onRequestCode: () => {},
    loading: false,
    errorKey: null,
    cooldownSeconds: 0,
    codeSent: false,
  },
} satisfies Meta<typeof OneTimeCodeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** A code was just requested: the request button counts 4:55 down to 0:00. */
export const CodeSentCountingDown: Story = { args: { codeSent: true, cooldownSeconds: 295 } };
export const LastMinute: Story = { args: { cooldownSeconds: 59 } };
export const Loading: Story = { args: { loading: true } };
export const WrongCode: Story = { args: { errorKey: 'login-error-401' } };
