import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountPage } from './AccountPage';
import { alwaysFails, neverAnswers, withAccountStore } from './stories/withAccountStore';
import { sampleDetails } from './test/fixtures';

const meta = {
  title: 'Account/Pages/AccountPage',
  component: AccountPage,
  decorators: [withAccountStore(() => ({ body: sampleDetails }))],
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Details: Story = {};

/** display_username_and_email both, VIP badge brand with display_vip_scheme on. */
export const WithEmailAndVip: Story = {
  args: { capabilities: { vipBadge: true } },
  decorators: [
    withAccountStore(() => ({ body: sampleDetails }), {
      settings: { display_username_and_email: 'both', display_vip_scheme: true },
    }),
  ],
};

export const Anonymous: Story = {
  decorators: [withAccountStore(() => ({ body: sampleDetails }), { anonymous: true })],
};

export const Loading: Story = { decorators: [withAccountStore(neverAnswers)] };

export const LoadFailed: Story = { decorators: [withAccountStore(alwaysFails)] };
