'use client';

import { Suspense, type Ref } from 'react';
import type { LinkContext } from '../links/targets';
import type { AccountMenuItem } from '../navigation/headerVisibility';
import { lazyThemed } from '../theme/lazyThemed';
import type { AccountMenuLinkId } from './AccountMenu';
import { AnonymousActions } from './AnonymousActions';
import { BalanceDisplay } from './BalanceDisplay';
import { VipBadge } from './VipBadge';
import type { VipTier } from './vip';

/*
 * The deposit and account dropdowns (Radix DropdownMenu) load only for logged-in players, so an
 * anonymous visitor's first JavaScript has none of them. They are styled: the theme wrapper
 * (and styled-components) load with them (`lazyThemed`). Until they arrive, a box of the
 * trigger's size holds their place (no layout shift).
 */
const CashierMenu = lazyThemed(() => import('./CashierMenu').then((m) => m.CashierMenu));
const AccountMenu = lazyThemed(() => import('./AccountMenu').then((m) => m.AccountMenu));

function MenuPlaceholder() {
  return <span className="ch-menu-placeholder" />;
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
  if (account.status === 'restoring') {
    return (
      <div className="ch-account" aria-hidden="true" data-account-restoring="">
        <MenuPlaceholder />
        <MenuPlaceholder />
      </div>
    );
  }
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
    <div className="ch-account">
      {account.showVip ? <VipBadge tier={account.vipTier} /> : null}
      {account.balance ? (
        <BalanceDisplay
          formatted={account.balance.formatted}
          amount={account.balance.amount}
          stale={account.balance.stale}
          toggle={account.balanceToggle}
        />
      ) : null}
      <Suspense fallback={<MenuPlaceholder />}>
        <CashierMenu
          deposit={account.cashier.deposit}
          withdraw={account.cashier.withdraw}
          newWindow={account.cashierNewWindow}
          linkContext={linkContext}
        />
        <AccountMenu
          username={account.username}
          items={account.menuItems}
          hrefs={account.menuHrefs}
          linkContext={linkContext}
          onLogout={account.onLogout}
          vipTier={account.showVip ? account.vipTier : null}
        />
      </Suspense>
    </div>
  );
}
