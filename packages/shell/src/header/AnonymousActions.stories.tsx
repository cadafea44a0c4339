import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShellMessages } from '../stories/withShellMessages';
import { AnonymousActions } from './AnonymousActions';

const meta = {
  title: 'Shell/Header/AnonymousActions',
  component: AnonymousActions,
  decorators: [withShellMessages],
  args: {
    showLogin: true,
    showRegistration: true,
    registrationHref: '/register',
    linkContext: { localePrefix: '', plainAnchorPrefixes: [] },
    onLogin: () => console.info('[storybook] login'),
  },
} satisfies Meta<typeof AnonymousActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoginAndJoin: Story = {};

/** display_registration_button off. */
export const LoginOnly: Story = { args: { showRegistration: false } };

/** display_login_button off. */
export const JoinOnly: Story = { args: { showLogin: false } };
