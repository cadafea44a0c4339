import type { Decorator } from '@storybook/react-vite';
import { NextIntlClientProvider } from 'next-intl';
import betslipMessages from '../../messages/en.json';

/** Betslip stories get the English `betslip` catalogue, as the app's layout provides it. */
export const withBetslipMessages: Decorator = (Story) => (
  <NextIntlClientProvider locale="en" messages={betslipMessages} timeZone="UTC">
    <Story />
  </NextIntlClientProvider>
);

/** A slip column's width (340px), for the slip's parts shown on their own. */
export const inSlipColumn: Decorator = (Story) => (
  <div style={{ maxWidth: 340 }}>
    <Story />
  </div>
);
