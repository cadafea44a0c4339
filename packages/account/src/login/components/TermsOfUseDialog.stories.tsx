import type { Meta, StoryObj } from '@storybook/react-vite';
import { withLoginMessages } from '../stories/withLoginMessages';
import { TermsOfUseDialog } from './TermsOfUseDialog';

const meta = {
  title: 'Account/Login/TermsOfUseDialog',
  component: TermsOfUseDialog,
  decorators: [withLoginMessages],
  args: { open: true, onConfirm: () => {}, onCancel: () => {}, loading: false, errorKey: null },
} satisfies Meta<typeof TermsOfUseDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { loading: true } };
export const Failed: Story = { args: { errorKey: 'error-500' } };
