'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { PlatformContext } from '../platform/client';
import { lazyPlatformClient } from '../platform/lazyClient';
import type { PlatformSettings } from '../platform/schemas/settings';
import {
  initialPlayerSettingsState,
  selectOddsFormat,
  type PlayerSettingsState,
} from '../session/playerSettingsSlice';
import { tabVisibilityChanged } from '../session/visibility';
import { makeStore, type AppStore } from './makeStore';
import { syncViewCookies } from './viewCookies';
import { hasPersistedState } from './persistedKeys';
import {
  initialSessionState,
  logoutRequested,
  sessionRestored,
  type SessionHint,
} from '../session/sessionSlice';
import { settingsReceived } from './settingsSlice';

export interface StoreProviderProps {
  /** Serialisable platform context from the server (the browser always uses its own origin). */
  platform: Omit<PlatformContext, 'baseURL' | 'getToken' | 'getPriceFormat'>;
  settings?: PlatformSettings | undefined;
  /**
   * What the server read from the `jwt` cookie (`sessionHintFromCookies`). The first client
   * render uses it, like the server did; the real session is restored from storage after mount.
   */
  sessionHint?: SessionHint | undefined;
  /**
   * Called once with the new store, before anything is restored: register the feature
   * listeners here (`registerSessionListeners(listenersOf(store), …)`), so they see
   * `sessionRestored`.
   * It may return a promise (listeners loaded with a dynamic import, so their code and schemas
   * stay out of the page's first JavaScript): the store is restored once it settles.
   */
  onStoreCreated?: ((store: AppStore) => unknown) | undefined;
  /**
   * The display choices and favourites the server read from the `clem_view` / `clem_fav`
   * cookies: the first client render uses them like the server did (prices in the chosen format
   * at once), and storage restores the real values after mount.
   */
  viewHint?: ViewHint | undefined;
  children: ReactNode;
}

export interface ViewHint {
  oddsFormat?: PlayerSettingsState['oddsType'] | undefined;
  sortBy?: PlayerSettingsState['sortBy'] | undefined;
  layout?: PlayerSettingsState['layout'] | undefined;
  favouriteIds?: number[] | undefined;
}

/** What persistence writes, by reference: a change in any of them is worth keeping. */
function persistedParts(state: ReturnType<AppStore['getState']>): readonly unknown[] {
  return [
    state.session.jweToken,
    state.playerDetails,
    state.playerSettings,
    state.modals.termsOfUse,
    state.menu.desktopExpanded,
    state.favouriteEvents.ids,
  ];
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Creates the store once per browser session, wired to a same-origin platform client with the
 * session guards (withAuth abort, 401/403 logout, live X-LVS-PriceFormat) that loads with its
 * first call, then — after mount —
 * restores the persisted slices and starts the debounced writes and the visibility events.
 */
export function StoreProvider({
  platform,
  settings,
  sessionHint,
  onStoreCreated,
  viewHint,
  children,
}: StoreProviderProps) {
  const [{ store, ready }] = useState(() => {
    let current: AppStore | null = null;
    const context: PlatformContext = {
      ...platform,
      baseURL: '',
      getToken: () => current?.getState().session.jweToken ?? undefined,
      getPriceFormat: () => (current ? selectOddsFormat(current.getState()) : platform.priceFormat),
    };
    // axios, the redirects and the session guards load with the first call (lazyPlatformClient).
    const client = lazyPlatformClient(context, () =>
      import('../platform/browserClient').then(({ createBrowserPlatformClient }) =>
        createBrowserPlatformClient(context, {
          // Spec §2: a platform answer that goes to maintenance opens the maintenance page (the
          // proxy adds the player's locale); one that goes to the blocked URL reloads the page.
          redirects: {
            onMaintenance: () => window.location.assign('/maintenance'),
            onBlocked: () => window.location.reload(),
          },
          session: {
            getToken: () => current?.getState().session.jweToken,
            getExpiresAt: () => current?.getState().session.expiresAt,
            isLoggedIn: () => Boolean(current?.getState().session.jweToken),
            onUnauthorized: () => current?.dispatch(logoutRequested({ reason: 'unauthorized' })),
          },
        }),
      ),
    );
    const created = makeStore({
      extra: { platform: client, pushUrl: platform.pushUrl ?? '' },
      preloadedState: {
        session: { ...initialSessionState, hint: sessionHint ?? 'anonymous' },
        playerSettings: {
          ...initialPlayerSettingsState,
          ...(viewHint?.oddsFormat ? { oddsType: viewHint.oddsFormat } : {}),
          ...(viewHint?.sortBy ? { sortBy: viewHint.sortBy } : {}),
          ...(viewHint?.layout ? { layout: viewHint.layout } : {}),
        },
        favouriteEvents: { ids: viewHint?.favouriteIds ?? [] },
      },
    });
    current = created;
    if (settings) created.dispatch(settingsReceived(settings));
    // A failed listener chunk must not keep the player's session from being restored.
    const listenersReady = Promise.resolve(onStoreCreated?.(created)).catch(() => undefined);
    return { store: created, ready: listenersReady };
  });

  useEffect(() => {
    const storage = browserStorage();
    if (!storage) return undefined;
    // Read now: the writes start after two loads, when the test's or page's window may be gone.
    const pageEvents = window;
    let live = true;
    let uninstall: (() => void) | null = null;
    let stopWatching: (() => void) | null = null;
    const onVisibility = () =>
      store.dispatch(tabVisibilityChanged({ visible: document.visibilityState === 'visible' }));
    document.addEventListener('visibilitychange', onVisibility);
    const stopCookies = syncViewCookies(store);

    // Reading and validating storage (zod) loads after mount, beside the listeners.
    const start = () =>
      Promise.all([import('./persistence'), ready])
        .then(([persistence]) => {
          if (!live) return null;
          if (!store.getState().session.restored) {
            persistence.rehydrateStore(store, { storage, now: Date.now() });
          }
          // The writes are store listeners: Redux Toolkit's listener middleware loads with them.
          return Promise.all([persistence, import('./listeners')]);
        })
        .then((loaded) => {
          if (!loaded || !live) return;
          const [persistence, { listenersOf }] = loaded;
          uninstall = persistence.installPersistence(listenersOf(store), {
            storage,
            pageEvents,
          }).uninstall;
          persistence.persistAll(storage, store.getState());
        });

    if (hasPersistedState(storage)) {
      void start();
    } else {
      // A first visit: nothing to restore, so the validating code is not needed yet. The
      // session is known to be empty at once; persistence loads when something worth keeping
      // changes (a login, a setting, the desktop menu) and writes it from there.
      void ready.then(() => {
        if (!live) return;
        if (!store.getState().session.restored) store.dispatch(sessionRestored(null));
        const before = persistedParts(store.getState());
        stopWatching = store.subscribe(() => {
          const now = persistedParts(store.getState());
          if (now.every((part, index) => part === before[index])) return;
          stopWatching?.();
          stopWatching = null;
          void start();
        });
      });
    }
    return () => {
      live = false;
      stopCookies();
      document.removeEventListener('visibilitychange', onVisibility);
      stopWatching?.();
      uninstall?.();
    };
  }, [store, ready]);

  return <Provider store={store}>{children}</Provider>;
}
