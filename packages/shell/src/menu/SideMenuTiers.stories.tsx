import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShellMessages } from '../stories/withShellMessages';
import { SideMenuTiers } from './SideMenuTiers';
import { SAMPLE_LOGIN_TIME, sampleResolveHref, sampleSportTree, sampleTiers } from './menuSample';

const meta = {
  title: 'Shell/Menu/SideMenuTiers',
  component: SideMenuTiers,
  decorators: [
    withShellMessages,
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    tiers: sampleTiers({ loggedIn: false }),
    resolveHref: sampleResolveHref,
    sportTree: sampleSportTree,
    currentPath: '/',
    logo: <strong>Clem</strong>,
    languageSelector: (
      <button type="button" aria-label="Language: English">
        EN ▾
      </button>
    ),
    settingsContent: <p style={{ margin: 0 }}>The settings panel goes here.</p>,
    onClose: () => {},
    onLogout: () => {},
  },
} satisfies Meta<typeof SideMenuTiers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor on a phone: logged-out titles, no account link, clock or logout. */
export const Anonymous: Story = {};

/** A logged-in player on a phone: account link, session clock ticking, last login, logout. */
export const LoggedIn: Story = {
  args: {
    tiers: sampleTiers({ loggedIn: true, now: Date.now() }),
    // The clock starts 1 h 2 min 3 s into the session and ticks from there.
    loginTime: Date.now() - 3_723_000,
  },
};

/** The current page inside a sub-menu and AZ Sports: its section starts open. */
export const CurrentPageInSubmenu: Story = {
  args: {
    tiers: sampleTiers({ loggedIn: true }),
    loginTime: SAMPLE_LOGIN_TIME,
    currentPath: '/account/bets',
  },
};

/** The desktop tiers: no mobile header, icon strip or settings. */
export const DesktopTiers: Story = {
  args: { tiers: sampleTiers({ device: 'desktop', loggedIn: true }) },
};
