import { sportsMessagesEnglish } from '@clem/sports/messages';
import type { Decorator } from '@storybook/react-vite';
import { NextIntlClientProvider } from 'next-intl';
import { shellMessagesEnglish } from '../messages/english';

/** Stories of connected shell components get the English catalogues, as the layout provides. */
export const withShellMessages: Decorator = (Story) => (
  <NextIntlClientProvider
    locale="en"
    messages={{ ...shellMessagesEnglish, ...sportsMessagesEnglish }}
    timeZone="UTC"
  >
    <Story />
  </NextIntlClientProvider>
);
