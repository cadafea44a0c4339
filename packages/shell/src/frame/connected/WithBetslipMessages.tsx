'use client';

import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl';
import { Suspense, use, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { loadCompiledBetslipMessages } from './betslipMessages';

type Messages = Record<string, unknown>;

const loaded = new Map<string, Promise<Messages>>();

/** One request per locale and tab; a failed one answers nothing and is asked again next time. */
function betslipMessages(locale: string): Promise<Messages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = loadCompiledBetslipMessages(locale).catch(() => {
      loaded.delete(locale);
      return {};
    });
    loaded.set(locale, messages);
  }
  return messages;
}

const noSubscription = () => () => undefined;

/** False on the server and while hydrating, true afterwards (no extra render when mounting later). */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

function Provided({ locale, children }: { locale: string; children: ReactNode }) {
  const page = useMessages();
  const timeZone = useTimeZone();
  const betslip = use(betslipMessages(locale));
  const messages = useMemo(() => ({ ...page, ...betslip }), [page, betslip]);
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={timeZone}>
      {children}
    </NextIntlClientProvider>
  );
}

/**
 * Gives `children` the `betslip` messages (compiled on the server, `loadCompiledBetslipMessages`)
 * on top of the page's. They are asked for in the browser when this first renders; until they
 * arrive — and on the server, and while hydrating — `fallback` shows. Shared by the betslip's
 * screens (My Bets now; the slip can use it too).
 */
export function WithBetslipMessages({
  fallback = null,
  children,
}: {
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const locale = useLocale();
  const hydrated = useHydrated();
  if (!hydrated) return fallback;
  return (
    <Suspense fallback={fallback}>
      <Provided locale={locale}>{children}</Provided>
    </Suspense>
  );
}
