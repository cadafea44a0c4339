import type { AppStore } from '@clem/core';
import {
  formatMoney,
  registerLiveChatListeners,
  registerSessionListeners,
  registerSettingsListeners,
  registerWalletListeners,
} from '@clem/account';
import type { LoginApi } from '@clem/brand-config';
import { applyThemeMode } from '../../theme/themeMode';
import { hostOutbox } from './hostOutbox';
import { listenersOf } from '@clem/core';

export interface AccountListenerOptions {
  loginApi: LoginApi;
  /** The page's two-letter locale (header_login paths). */
  locale: string;
}

/**
 * The account issue's store effects (session expiry and logout, the wallet poll, account
 * preferences after login, the live-chat token), registered once per store. This module is loaded with a dynamic
 * import by `ClemStoreProvider`, so its code and the response schemas it parses with are not part
 * of any page's first JavaScript; the store is restored from storage once it has loaded.
 */
export function registerAccountListeners(store: AppStore, options: AccountListenerOptions): void {
  registerSessionListeners(listenersOf(store), {
    loginApi: options.loginApi,
    locale: options.locale,
    reload: () => window.location.reload(),
    onHostMessage: () => hostOutbox.post('logout', {}),
  });
  registerWalletListeners(listenersOf(store), {
    onBalance: (wallet) =>
      hostOutbox.post('balance', {
        balance: formatMoney(wallet.balance, wallet),
        currency: wallet.currency,
      }),
  });
  registerSettingsListeners(listenersOf(store), { onTheme: applyThemeMode });
  registerLiveChatListeners(listenersOf(store));
}
