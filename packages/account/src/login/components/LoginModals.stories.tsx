import {
  defaultPlatformSettings,
  loginRequested,
  rootReducer,
  StoreProvider,
  useAppDispatch,
} from '@clem/core';
import { testPlatformContext } from '@clem/core/testing';
import { Button } from '@clem/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { loginFlowSlice } from '../loginFlowSlice';
import { withLoginMessages } from '../stories/withLoginMessages';
import { LoginModals } from './LoginModals';

rootReducer.inject(loginFlowSlice);

/** A store like the app's (calls go nowhere in Storybook). */
const withLoginStore: Decorator = (Story) => (
  <StoreProvider platform={testPlatformContext} settings={defaultPlatformSettings}>
    <Story />
  </StoreProvider>
);

function LoginButton() {
  const dispatch = useAppDispatch();
  return (
    <Button variant="secondary" onClick={() => dispatch(loginRequested())}>
      Log in
    </Button>
  );
}

const meta = {
  title: 'Account/Login/LoginModals',
  component: LoginModals,
  decorators: [withLoginMessages, withLoginStore],
  args: { loginStyle: 'header_login', forgotPassHref: '/en/forgot-password' },
  render: (args) => (
    <>
      <LoginButton />
      <LoginModals {...args} />
    </>
  ),
} satisfies Meta<typeof LoginModals>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click Log in: the form opens; Escape closes it and focus returns to the button. */
export const HeaderLogin: Story = {};
export const IcoreLogin: Story = { args: { loginStyle: 'icore' } };
export const SessionsLogin: Story = { args: { loginStyle: 'sessions' } };
