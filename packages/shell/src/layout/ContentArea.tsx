import type { ReactNode } from 'react';

/**
 * The page content area (account-and-shell §2 "Mobile layout": a My Bets modal that replaces page
 * content while visible; §4 "My Bets modal: closed, visible, hidden").
 *
 * Below 1024 px, while `myBetsVisible`, `myBetsSlot` shows in place of the page; the page stays
 * mounted (only `display: none`, which also takes it out of the accessibility tree), so its
 * state — scroll lists, forms, open sections — is kept when My Bets closes. From 1024 px the page
 * always shows and the slot does not (desktop shows My Bets elsewhere). Server-compatible.
 *
 * `reserveFooterNav` keeps room at the bottom for the fixed footer navigation (50 px plus the
 * safe area), so the last content is never under the bar.
 *
 * Styles: the static `cl-content…` rules of `layoutCss` (layoutCss.ts).
 */

export interface ContentAreaProps {
  myBetsVisible: boolean;
  /** The My Bets view (filled by the My Bets issue). Rendered only while visible. */
  myBetsSlot?: ReactNode;
  /** The footer navigation shows: keep room for it. */
  reserveFooterNav?: boolean;
  children: ReactNode;
}

export function ContentArea({
  myBetsVisible,
  myBetsSlot,
  reserveFooterNav = false,
  children,
}: ContentAreaProps) {
  const replaced = myBetsVisible && myBetsSlot !== undefined && myBetsSlot !== null;
  return (
    <div className={reserveFooterNav ? 'cl-content cl-content-reserve' : 'cl-content'}>
      <div
        className={replaced ? 'cl-content-page cl-content-page-replaced' : 'cl-content-page'}
        data-content="page"
      >
        {children}
      </div>
      {replaced ? (
        <div className="cl-content-my-bets" data-content="my-bets">
          {myBetsSlot}
        </div>
      ) : null}
    </div>
  );
}
