import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConnectedMyBets } from './ConnectedMyBets';
import { withMyBetsStore } from './stories/withMyBets';
import {
  emptyOpenBetsResponse,
  emptySettledBetsResponse,
  sampleOpenBetsResponse,
  sampleSettledBetsResponse,
} from './test/fixtures';
import { neverAnswers, type StubRequest } from '@clem/core/testing';
import { alwaysFails } from './test/answers';

const sandbox = (request: StubRequest) =>
  request.path.endsWith('/openbets')
    ? { body: sampleOpenBetsResponse }
    : { body: sampleSettledBetsResponse };

/** My Bets against a stubbed platform that answers like the sandbox (demo, account 42). */
const meta = {
  title: 'Betslip/My Bets/ConnectedMyBets',
  component: ConnectedMyBets,
  decorators: [withMyBetsStore(sandbox)],
  args: { mode: 'page' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ConnectedMyBets>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {};

export const Modal: Story = { args: { mode: 'modal' } };

export const NoBets: Story = {
  decorators: [
    withMyBetsStore((request) =>
      request.path.endsWith('/openbets')
        ? { body: emptyOpenBetsResponse }
        : { body: emptySettledBetsResponse },
    ),
  ],
};

export const Anonymous: Story = { decorators: [withMyBetsStore(sandbox, { anonymous: true })] };

export const Loading: Story = { decorators: [withMyBetsStore(neverAnswers)] };

export const LoadFailed: Story = { decorators: [withMyBetsStore(alwaysFails)] };
