import type { LinkContext } from '../links/targets';
import { AccountMenu } from './AccountMenu';
import { BalanceDisplay } from './BalanceDisplay';
import { CashierMenu } from './CashierMenu';
import type { LoggedInAccountProps } from './HeaderAccount';
import { VipBadge } from './VipBadge';

/**
 * A logged-in player's part of the header (§2 "Header"): VIP badge, balance, the deposit dropdown
 * and the account menu. `HeaderAccount` loads it once a player is logged in.
 */
export function LoggedInAccount({
  account,
  linkContext,
}: {
  account: LoggedInAccountProps;
  linkContext: LinkContext;
}) {
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
    </div>
  );
}
