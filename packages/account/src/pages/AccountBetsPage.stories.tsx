import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StubRequest } from '@clem/core/testing';
import { AccountBetsPage } from './AccountBetsPage';
import { alwaysFails, neverAnswers, withAccountStore } from './stories/withAccountStore';
import { sampleOpenBets, sampleSettledBets } from './test/fixtures';

const answer = (request: StubRequest) =>
  request.path.endsWith('/openbets') ? { body: sampleOpenBets } : { body: sampleSettledBets };

const meta = {
  title: 'Account/Pages/AccountBetsPage',
  component: AccountBetsPage,
  decorators: [withAccountStore(answer)],
} satisfies Meta<typeof AccountBetsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAndSettled: Story = {};

export const NoBets: Story = {
  decorators: [
    withAccountStore((request) =>
      request.path.endsWith('/openbets')
        ? { body: { ...sampleOpenBets, count: 0, bets: [] } }
        : { body: { ...sampleSettledBets, count: 0, bets: [] } },
    ),
  ],
};

export const Anonymous: Story = { decorators: [withAccountStore(answer, { anonymous: true })] };

export const Loading: Story = { decorators: [withAccountStore(neverAnswers)] };

export const LoadFailed: Story = { decorators: [withAccountStore(alwaysFails)] };
