import type { Meta, StoryObj } from '@storybook/react-vite';
import { withLoginMessages } from '../stories/withLoginMessages';
import { LoginDialog } from './LoginDialog';

const meta = {
  title: 'Account/Login/LoginDialog',
  component: LoginDialog,
  decorators: [withLoginMessages],
  args: {
    open: true,
    onClose: () => {},
    onSubmit: () => {},
    loading: false,
    errorKey: null,
    forgotPassHref: '/en/forgot-password',
  },
} satisfies Meta<typeof LoginDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const RememberedUsername: Story = { args: { initialUsername: 'demo' } };
export const Loading: Story = { args: { initialUsername: 'demo', loading: true } };
export const InvalidCredentials: Story = { args: { errorKey: 'login-error-INT003' } };
export const BlankFields: Story = { args: { errorKey: 'error-invalid-login-credentials' } };
export const Suspended: Story = { args: { errorKey: 'login-error-INT009' } };
export const Locked: Story = { args: { errorKey: 'login-error-INT008' } };
export const PendingActivation: Story = { args: { errorKey: 'login-error-INT056' } };
export const ThirdPartyError: Story = { args: { errorKey: 'login-error-INT001' } };
export const TokenQuotaExceeded: Story = { args: { errorKey: 'login-error-INT051' } };
export const NoConnection: Story = { args: { errorKey: 'error-400' } };
export const ConnectivityIssues: Story = { args: { errorKey: 'error-404' } };
export const ServerDifficulties: Story = { args: { errorKey: 'error-500' } };
export const SomethingWentWrong: Story = { args: { errorKey: 'something-went-wrong' } };

/** A logged-out player's pick asked for it: the dialog says which bet waits, and offers Join. */
export const ForABet: Story = {
  args: {
    betReason: { selection: 'Arsenal', event: 'Arsenal vs Chelsea', price: '2.10' },
    joinHref: 'https://example.invalid/register',
  },
};
