'use client';

import { lazy, Suspense, type Ref } from 'react';
import { styled } from 'styled-components';
import type { LinkContext } from '../links/targets';
import type { AccountMenuItem } from '../navigation/headerVisibility';
import type { AccountMenuLinkId } from './AccountMenu';
import { AnonymousActions } from './AnonymousActions';
import { BalanceDisplay } from './BalanceDisplay';
import { VipBadge } from './VipBadge';
import type { VipTier } from './vip';

/*
 * The deposit and account dropdowns (Radix DropdownMenu) load only for logged-in players, so an
 * anonymous visitor's first JavaScript has none of them. Until they arrive, a box of the
 * trigger's size holds their place (no layout shift).
 */
const CashierMenu = lazy(() => import('./CashierMenu').then((m) => ({ default: m.CashierMenu })));
const AccountMenu = lazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountMenu })));

const MenuPlaceholder = styled.span`
  display: inline-block;
  min-width: 2.75rem;
  height: 2.75rem;
`;

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
  /** The formatted sportsbook balance and its amount; null while unknown (nothing shown). */
  balance: { formatted: string; amount: number } | null;
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

const Row = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

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
      <Row aria-hidden="true" data-account-restoring="">
        <MenuPlaceholder />
        <MenuPlaceholder />
      </Row>
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
    <Row>
      {account.showVip ? <VipBadge tier={account.vipTier} /> : null}
      {account.balance ? (
        <BalanceDisplay
          formatted={account.balance.formatted}
          amount={account.balance.amount}
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
        />
      </Suspense>
    </Row>
  );
}
