'use client';

import { Suspense, type Ref } from 'react';
import type { LinkContext } from '../links/targets';
import type { AccountMenuItem } from '../navigation/headerVisibility';
import { lazyThemed } from '../theme/lazyThemed';
import type { AccountMenuLinkId } from './AccountMenu';
import { AnonymousActions } from './AnonymousActions';
import type { VipTier } from './vip';

/*
 * A logged-in player's controls (VIP badge, balance, the deposit and account dropdowns) load only
 * once a player is logged in, in one piece (`LoggedInAccount`), so an anonymous visitor's first
 * JavaScript has none of them. The dropdowns are styled: the theme wrapper (and
 * styled-components) load with them (`lazyThemed`). Until they arrive, boxes of the triggers'
 * size hold their place (no layout shift), as while the session is restored. The server never
 * renders them (it renders the restoring state for a session cookie).
 */
const LoggedInAccount = lazyThemed(() =>
  import('./LoggedInAccount').then((m) => m.LoggedInAccount),
);

function MenuPlaceholder() {
  return <span className="ch-menu-placeholder" />;
}

/** The logged-in controls' place, while the session is restored or their code loads. */
function AccountPlaceholder() {
  return (
    <div className="ch-account" aria-hidden="true" data-account-restoring="">
      <MenuPlaceholder />
      <MenuPlaceholder />
    </div>
  );
}

export interface AnonymousAccountProps {
  status: 'anonymous';
  /** display_login_button. */
  showLogin: boolean;
  /** display_registration_button. */
  showRegistration: boolean;
  /** The registration configured target, or null. */
  registrationHref: string | null;
  onLogin: () => void;
  loginButtonRef?: Ref<HTMLButtonElement>;
}

export interface LoggedInAccountProps {
  status: 'loggedIn';
  username: string;
  /** navigation `accountMenuItems(settings, capabilities)`. */
  menuItems: readonly AccountMenuItem[];
  /** Overrides of the account-menu paths (e.g. profile → the myProfile target). */
  menuHrefs?: Partial<Record<AccountMenuLinkId, string>>;
  onLogout: () => void;
  /**
   * The formatted sportsbook balance and its amount; null while unknown (nothing shown). `stale`:
   * the last balance call failed, this is the last one known (shown as possibly out of date).
   */
  balance: { formatted: string; amount: number; stale?: boolean | undefined } | null;
  /** clem_header_toggle_balance. */
  balanceToggle: boolean;
  /** `cashierTargets(readConfiguredTargets(settings))`. */
  cashier: { deposit: string | null; withdraw: string | null };
  /** open_cashier_in_new_window. */
  cashierNewWindow: boolean;
  /** `vipTier(vipLevel)`. */
  vipTier: VipTier | null;
  /** The brand capability `vipBadge` and display_vip_scheme. */
  showVip: boolean;
}

/**
 * The server saw a session cookie but the browser has not restored the session yet (a moment
 * after hydration): a quiet placeholder of the logged-in controls' size, so a returning player
 * never sees Login and Join flash before their balance.
 */
export interface RestoringAccountProps {
  status: 'restoring';
}

export type HeaderAccountProps =
  AnonymousAccountProps | LoggedInAccountProps | RestoringAccountProps;

/**
 * The account part of the header (§2 "Header"): Login / Join for anonymous visitors; VIP badge,
 * balance, the deposit dropdown and the account menu for logged-in players.
 */
export function HeaderAccount({
  account,
  linkContext,
}: {
  account: HeaderAccountProps;
  linkContext: LinkContext;
}) {
  if (account.status === 'restoring') return <AccountPlaceholder />;
  if (account.status === 'anonymous') {
    return (
      <AnonymousActions
        showLogin={account.showLogin}
        showRegistration={account.showRegistration}
        registrationHref={account.registrationHref}
        linkContext={linkContext}
        onLogin={account.onLogin}
        loginButtonRef={account.loginButtonRef}
      />
    );
  }
  return (
    <Suspense fallback={<AccountPlaceholder />}>
      <LoggedInAccount account={account} linkContext={linkContext} />
    </Suspense>
  );
}
