'use client';

import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createPlatformClient, type PlatformContext } from '../platform/client';
import { installPlatformRedirects } from '../platform/maintenance';
import type { PlatformSettings } from '../platform/schemas/settings';
import { makeStore } from './makeStore';
import { settingsReceived } from './settingsSlice';

export interface StoreProviderProps {
  /** Serialisable platform context from the server (the browser always uses its own origin). */
  platform: Omit<PlatformContext, 'baseURL' | 'getToken'>;
  settings?: PlatformSettings | undefined;
  children: ReactNode;
}

/** Creates the store once per browser session, wired to a same-origin platform client. */
export function StoreProvider({ platform, settings, children }: StoreProviderProps) {
  const [store] = useState(() => {
    let getToken: () => string | undefined = () => undefined;
    const client = createPlatformClient({ ...platform, baseURL: '', getToken: () => getToken() });
    // Spec §2: a platform answer that goes to maintenance opens the maintenance page (the proxy
    // adds the player's locale); one that goes to the blocked URL reloads the page.
    installPlatformRedirects(client, {
      onMaintenance: () => window.location.assign('/maintenance'),
      onBlocked: () => window.location.reload(),
    });
    const created = makeStore({ extra: { platform: client } });
    getToken = () => created.getState().session.jweToken ?? undefined;
    if (settings) created.dispatch(settingsReceived(settings));
    return created;
  });
  return <Provider store={store}>{children}</Provider>;
}
