import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withMyBetsMessages } from '../stories/withMyBets';
import { sampleOpenBetsResponse, sampleSettledBetsResponse } from '../test/fixtures';
import { MyBetsPanel } from './MyBetsPanel';

/** My Bets with its Open and Settled tabs; lists as the sandbox answers them. */
const meta = {
  title: 'Betslip/My Bets/MyBetsPanel',
  component: MyBetsPanel,
  decorators: [withMyBetsMessages],
  args: {
    open: { status: 'ready', bets: sampleOpenBetsResponse.bets },
    settled: { status: 'ready', bets: sampleSettledBetsResponse.bets },
    oddsFormat: 'euro',
    onTabChange: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MyBetsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default: the Open tab, bets awaiting approval first. */
export const OpenTab: Story = {};

export const SettledTab: Story = { args: { defaultTab: 'settled' } };

/** The mobile modal: a close button, focus moves to the title. */
export const Modal: Story = { args: { onClose: fn(), focusTitleOnMount: true } };

/** The /open_bets page: the title is the page's h1. */
export const Page: Story = { args: { headingLevel: 1 } };

export const NoOpenBets: Story = {
  args: { open: { status: 'ready', bets: [] } },
};

export const NoSettledBets: Story = {
  args: { settled: { status: 'ready', bets: [] }, defaultTab: 'settled' },
};

export const Loading: Story = {
  args: { open: { status: 'loading' }, settled: { status: 'loading' } },
};

export const LoadFailed: Story = {
  args: { open: { status: 'error', onRetry: fn() }, settled: { status: 'loading' } },
};

export const SettledLoadFailed: Story = {
  args: { settled: { status: 'error', onRetry: fn() }, defaultTab: 'settled' },
};

/** Logged out: "Log in to see your bets". */
export const LoggedOut: Story = { args: { loggedOut: { onLogin: fn() }, onClose: fn() } };
