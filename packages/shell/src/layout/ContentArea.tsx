import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { FOOTER_NAV_HEIGHT_PX, mediaRules } from './tokens';

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
 */

export interface ContentAreaProps {
  myBetsVisible: boolean;
  /** The My Bets view (filled by the My Bets issue). Rendered only while visible. */
  myBetsSlot?: ReactNode;
  /** The footer navigation shows: keep room for it. */
  reserveFooterNav?: boolean;
  children: ReactNode;
}

const Area = styled.div<{ $reserve: boolean }>`
  padding-bottom: ${({ $reserve }) =>
    $reserve ? `calc(${FOOTER_NAV_HEIGHT_PX}px + env(safe-area-inset-bottom, 0px))` : '0'};
`;

const Page = styled.div<{ $replaced: boolean }>`
  display: ${({ $replaced }) => ($replaced ? 'none' : 'block')};

  ${mediaRules.desktop} {
    display: block;
  }
`;

const MyBets = styled.div`
  display: block;

  ${mediaRules.desktop} {
    display: none;
  }
`;

export function ContentArea({
  myBetsVisible,
  myBetsSlot,
  reserveFooterNav = false,
  children,
}: ContentAreaProps) {
  const replaced = myBetsVisible && myBetsSlot !== undefined && myBetsSlot !== null;
  return (
    <Area $reserve={reserveFooterNav}>
      <Page $replaced={replaced} data-content="page">
        {children}
      </Page>
      {replaced ? <MyBets data-content="my-bets">{myBetsSlot}</MyBets> : null}
    </Area>
  );
}
