import type { Meta, StoryObj } from '@storybook/react-vite';
import { withLoginMessages } from '../stories/withLoginMessages';
import { SecurityQuestionDialog } from './SecurityQuestionDialog';

const meta = {
  title: 'Account/Login/SecurityQuestionDialog',
  component: SecurityQuestionDialog,
  decorators: [withLoginMessages],
  args: {
    open: true,
    onClose: () => {},
    onSubmit: () => {},
    question: 'What is your favourite colour?',
    loading: false,
    errorKey: null,
  },
} satisfies Meta<typeof SecurityQuestionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { loading: true } };
export const WrongAnswer: Story = { args: { errorKey: 'login-error-401' } };
