import type { Decorator } from '@storybook/react-vite';
import { NextIntlClientProvider } from 'next-intl';
import loginMessages from '../messages/en.json';

/** Login stories get the English `login` catalogue, as the app's layout provides it. */
export const withLoginMessages: Decorator = (Story) => (
  <NextIntlClientProvider locale="en" messages={loginMessages} timeZone="UTC">
    <Story />
  </NextIntlClientProvider>
);
