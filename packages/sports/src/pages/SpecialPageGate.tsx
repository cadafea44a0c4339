'use client';

import {
  selectGatingContext,
  specialPageVisible,
  useAppSelector,
  type SpecialPage,
} from '@clem/core';

/**
 * The client half of a special page's gate: while the session is being restored it says it is
 * checking; then it shows the placeholder or says the product is not available for this player
 * (a KRW player sees Cryptoblast, a EUR player does not, and so on).
 */
export interface SpecialPageGateProps {
  page: Omit<SpecialPage, 'id'> & { id: string };
  anonymousVisible: boolean;
  texts: { placeholder: string; unavailable: string; checking: string };
}

export function SpecialPageGate({ page, anonymousVisible, texts }: SpecialPageGateProps) {
  const gating = useAppSelector(selectGatingContext);
  const hint = useAppSelector((state) => state.session.hint);
  const restored = useAppSelector((state) => state.session.restored);
  const loggedIn = gating.loggedIn;
  const waiting = !restored && hint !== 'anonymous' && !loggedIn;
  const visible =
    page.gate === null ||
    (loggedIn ? specialPageVisible(page as SpecialPage, gating) : anonymousVisible);
  if (waiting) return <p role="status">{texts.checking}</p>;
  return (
    <p role="status" data-special-page={page.id} data-available={visible}>
      {visible ? texts.placeholder : texts.unavailable}
    </p>
  );
}
