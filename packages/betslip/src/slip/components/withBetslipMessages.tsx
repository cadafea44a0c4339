import type { Decorator } from '@storybook/react-vite';
import { NextIntlClientProvider } from 'next-intl';
import betslipMessages from '../../messages/en.json';

/** Betslip stories get the English `betslip` catalogue, as the app's layout provides it. */
export const withBetslipMessages: Decorator = (Story) => (
  <NextIntlClientProvider locale="en" messages={betslipMessages} timeZone="UTC">
    <Story />
  </NextIntlClientProvider>
);
