import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withAccountStore } from '../pages/stories/withAccountStore';
import { ConnectedSettingsPanel } from './ConnectedSettingsPanel';
import { SettingsDialog } from './SettingsDialog';

const prefs = {
  accountId: 42,
  data: {
    default_stake: 0,
    layout: 'asian',
    sort_by: 'competition',
    price_format: 'euro',
    accept_higher_odds: true,
  },
};

const meta = {
  title: 'Account/Settings/SettingsDialog',
  component: SettingsDialog,
  decorators: [
    withAccountStore(() => ({ body: prefs }), {
      settings: { enable_switching_theme_modes: true, allow_higher_odds_and_cashout: true },
    }),
  ],
  args: {
    open: true,
    onOpenChange: fn(),
    children: (
      <ConnectedSettingsPanel
        hideHeading
        theme="system"
        capabilities={{ hideDefaultStake: false, restrictThaiLayout: false, loginApi: 'sessions' }}
        onSaved={fn()}
        onThemeChange={fn()}
      />
    ),
  },
} satisfies Meta<typeof SettingsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logged in: saving patches the account preferences. */
export const LoggedIn: Story = {};

/** Anonymous: the choice is kept on the device only. */
export const Anonymous: Story = {
  decorators: [withAccountStore(() => ({ body: prefs }), { anonymous: true })],
};

/** The save fails: the choice is kept, the failure only logged. */
export const SaveFails: Story = {
  decorators: [withAccountStore(() => ({ status: 500, body: {} }))],
};
