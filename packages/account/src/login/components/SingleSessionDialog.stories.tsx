import type { Meta, StoryObj } from '@storybook/react-vite';
import { withLoginMessages } from '../stories/withLoginMessages';
import { SingleSessionDialog } from './SingleSessionDialog';

const meta = {
  title: 'Account/Login/SingleSessionDialog',
  component: SingleSessionDialog,
  decorators: [withLoginMessages],
  args: { open: true, onConfirm: () => {}, onCancel: () => {}, loading: false, errorKey: null },
} satisfies Meta<typeof SingleSessionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { loading: true } };
export const Failed: Story = { args: { errorKey: 'error-500' } };
