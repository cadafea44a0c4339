import type { PlatformSettings } from '@clem/core';
import type { Decorator } from '@storybook/react-vite';
import { NextIntlClientProvider } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { StubHandler } from '@clem/core/testing';
import { englishMessages } from '../test/englishMessages';
import { pageStore } from '../test/pageStore';

export interface StoryStoreOptions {
  anonymous?: boolean;
  settings?: Partial<PlatformSettings>;
}

/** A call that never answers: the loading state. */
export const neverAnswers: StubHandler = () => new Promise(() => undefined);

/** Every call fails with a 500: the error state. */
export const alwaysFails: StubHandler = () => ({ status: 500, body: {} });

function StoreFrame({
  handler,
  options,
  children,
}: {
  handler: StubHandler;
  options: StoryStoreOptions;
  children: ReactNode;
}) {
  const [store] = useState(() => pageStore(handler, options).store);
  return <Provider store={store}>{children}</Provider>;
}

/**
 * Stories of the account pages and the connected settings panel: English messages and a real
 * store whose platform answers from `handler` (no network), logged in as demo unless anonymous.
 */
export function withAccountStore(handler: StubHandler, options: StoryStoreOptions = {}): Decorator {
  return function AccountStoreDecorator(Story) {
    return (
      <NextIntlClientProvider locale="en" messages={englishMessages} timeZone="UTC">
        <StoreFrame handler={handler} options={options}>
          <Story />
        </StoreFrame>
      </NextIntlClientProvider>
    );
  };
}

/** English messages only (presentational stories). */
export const withAccountMessages: Decorator = (Story) => (
  <NextIntlClientProvider locale="en" messages={englishMessages} timeZone="UTC">
    <Story />
  </NextIntlClientProvider>
);
