import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountTransactionsPage } from './AccountTransactionsPage';
import { alwaysFails, neverAnswers, withAccountStore } from './stories/withAccountStore';
import { sampleTransactions } from './test/fixtures';

const meta = {
  title: 'Account/Pages/AccountTransactionsPage',
  component: AccountTransactionsPage,
  decorators: [withAccountStore(() => ({ body: sampleTransactions() }))],
} satisfies Meta<typeof AccountTransactionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ledger: Story = {};

export const SeveralPages: Story = {
  decorators: [
    withAccountStore((request) => ({ body: sampleTransactions(Number(request.params.page), 45) })),
  ],
};

export const Empty: Story = {
  decorators: [
    withAccountStore(() => ({ body: { ...sampleTransactions(), total: 0, transactions: [] } })),
  ],
};

export const Anonymous: Story = {
  decorators: [withAccountStore(neverAnswers, { anonymous: true })],
};

export const Loading: Story = { decorators: [withAccountStore(neverAnswers)] };

export const LoadFailed: Story = { decorators: [withAccountStore(alwaysFails)] };
