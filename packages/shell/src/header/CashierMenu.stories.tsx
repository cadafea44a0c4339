import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShellMessages } from '../stories/withShellMessages';
import { CashierMenu } from './CashierMenu';

const meta = {
  title: 'Shell/Header/CashierMenu',
  component: CashierMenu,
  decorators: [withShellMessages],
  args: {
    deposit: '/cashier/deposit',
    withdraw: '/cashier/withdraw',
    newWindow: false,
    linkContext: { localePrefix: '', plainAnchorPrefixes: [] },
  },
} satisfies Meta<typeof CashierMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SameWindow: Story = {};

/** open_cashier_in_new_window. */
export const NewWindow: Story = { args: { newWindow: true } };

/** No withdrawal target: deposit only. */
export const DepositOnly: Story = { args: { withdraw: null } };
