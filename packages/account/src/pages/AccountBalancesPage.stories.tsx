import type { Meta, StoryObj } from '@storybook/react-vite';
import { sportsbookBalanceBody } from '../wallet/test/balanceAnswers';
import { AccountBalancesPage } from './AccountBalancesPage';
import { alwaysFails, neverAnswers, withAccountStore } from './stories/withAccountStore';

const meta = {
  title: 'Account/Pages/AccountBalancesPage',
  component: AccountBalancesPage,
  decorators: [withAccountStore(() => ({ body: sportsbookBalanceBody(125_050) }))],
} satisfies Meta<typeof AccountBalancesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Balances: Story = {};

export const LowBalance: Story = {
  decorators: [withAccountStore(() => ({ body: sportsbookBalanceBody(0) }))],
};

export const Anonymous: Story = {
  decorators: [withAccountStore(neverAnswers, { anonymous: true })],
};

export const Loading: Story = { decorators: [withAccountStore(neverAnswers)] };

export const LoadFailed: Story = { decorators: [withAccountStore(alwaysFails)] };
