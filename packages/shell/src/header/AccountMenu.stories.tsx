import type { Meta, StoryObj } from '@storybook/react-vite';
import { accountMenuItems } from '../navigation/headerVisibility';
import { withShellMessages } from '../stories/withShellMessages';
import { AccountMenu } from './AccountMenu';

const meta = {
  title: 'Shell/Header/AccountMenu',
  component: AccountMenu,
  decorators: [withShellMessages],
  args: {
    username: 'alice_w',
    items: accountMenuItems({}, { selfExclusionEntry: false }),
    linkContext: { localePrefix: '', plainAnchorPrefixes: [] },
    onLogout: () => console.info('[storybook] logout'),
  },
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllEnabled: Story = {};

/** Brands with the selfExclusionEntry capability. */
export const WithSelfExclusion: Story = {
  args: { items: accountMenuItems({}, { selfExclusionEntry: true }) },
};

/** enable_balances_tab and enable_flags off: those entries are disabled. */
export const SomeDisabled: Story = {
  args: {
    items: accountMenuItems(
      { enable_balances_tab: false, enable_flags: '0' },
      { selfExclusionEntry: true },
    ),
  },
};

/** A VIP brand: the menu opens with the username and the tier (a phone's bar leaves the badge out). */
export const WithVipTier: Story = {
  args: { vipTier: 'gold' },
};
