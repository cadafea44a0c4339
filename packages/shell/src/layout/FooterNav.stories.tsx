import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withShellMessages } from '../stories/withShellMessages';
import { FooterNav } from './FooterNav';
import { footerSettingsInput } from './footerSettings';

const facts = { layoutHasHeaderAndMenu: true, kironVirtualsEnabled: true };

/**
 * The footer navigation. Resize the canvas (or use the viewport toolbar) to see the mobile
 * portrait list below 1024 px and the desktop/landscape list (betslip and my bets) above.
 */
const meta = {
  title: 'Shell/Layout/FooterNav',
  component: FooterNav,
  decorators: [withShellMessages],
  parameters: { layout: 'fullscreen' },
  args: {
    settings: footerSettingsInput({}, facts),
    pathname: '/en/sports/football',
    hrefFor: (path: string) => `/en${path}`,
    loggedIn: false,
    menuOpen: false,
    betslipOpen: false,
    myBetsOpen: false,
    selectionCount: 0,
    openBetCount: 0,
    onMenu: fn(),
    onBetslip: fn(),
    onMyBets: fn(),
    onLogin: fn(),
  },
} satisfies Meta<typeof FooterNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Prematch root: menu, pre-events, live, then the rest; pre-events selected on /sports. */
export const PrematchRoot: Story = {};

/** Live root: the configured order stays; live selected on /live. */
export const LiveRoot: Story = {
  args: {
    settings: footerSettingsInput(
      { root_page: 'live', footer_nav_items: ['menu', 'live', 'pre-events', 'betslip', 'promos'] },
      facts,
    ),
    pathname: '/en/live/sport/',
  },
};

export const MenuRight: Story = {
  args: { settings: footerSettingsInput({ menu_placement: 'right' }, facts) },
};

export const Badges3And120: Story = {
  args: { selectionCount: 3, openBetCount: 120 },
};

/** No header or menu in the layout: my account replaces promos (logged out: login button). */
export const MyAccountInsteadOfPromos: Story = {
  args: {
    settings: footerSettingsInput(
      { footer_nav_items: ['menu', 'live', 'promos', 'kiron-virtuals'] },
      { layoutHasHeaderAndMenu: false, kironVirtualsEnabled: true },
    ),
  },
};

/**
 * The desktop/landscape list: betslip and my bets only (view the canvas at 1024 px or wider, or
 * in landscape). With the floating betslip enabled only my bets stays.
 */
export const Desktop: Story = {
  args: { selectionCount: 2, openBetCount: 1 },
};

export const DesktopWithFloatingBetslip: Story = {
  args: {
    settings: footerSettingsInput({ enable_floating_betslip: true }, facts),
    openBetCount: 1,
  },
};

export const BetslipOpen: Story = { args: { betslipOpen: true, selectionCount: 4 } };
