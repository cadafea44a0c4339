import { sessionStarted } from '@clem/core';
import type { Decorator } from '@storybook/react-vite';
import { NextIntlClientProvider } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import englishMessages from '../../messages/en.json';
import { SAMPLE_ACCOUNT_ID } from '../test/fixtures';
import { stubbedStore, type StubHandler } from '@clem/core/testing';

/**
 * My Bets stories get the English `betslip` catalogue, as the shell provides it (precompiled there).
 */
export const withMyBetsMessages: Decorator = (Story) => (
  <NextIntlClientProvider locale="en" messages={englishMessages} timeZone="UTC">
    <Story />
  </NextIntlClientProvider>
);

function StoreFrame({
  handler,
  anonymous,
  children,
}: {
  handler: StubHandler;
  anonymous: boolean;
  children: ReactNode;
}) {
  const [store] = useState(() => {
    const stub = stubbedStore(handler);
    if (!anonymous) {
      stub.store.dispatch(
        sessionStarted({
          jweToken: 'jwe',
          username: 'demo',
          loginDetails: { alsPlayerId: SAMPLE_ACCOUNT_ID },
        }),
      );
    }
    return stub.store;
  });
  return <Provider store={store}>{children}</Provider>;
}

/**
 * Connected stories: the English messages and a real store whose platform answers from `handler`
 * (no network), logged in as demo (account 42) unless `anonymous`.
 */
export function withMyBetsStore(handler: StubHandler, { anonymous = false } = {}): Decorator {
  return function MyBetsStoreDecorator(Story) {
    return (
      <NextIntlClientProvider locale="en" messages={englishMessages} timeZone="UTC">
        <StoreFrame handler={handler} anonymous={anonymous}>
          <Story />
        </StoreFrame>
      </NextIntlClientProvider>
    );
  };
}
