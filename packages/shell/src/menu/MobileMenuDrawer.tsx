'use client';

import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { styled } from 'styled-components';
import { Sheet } from '@clem/ui';
import { DESKTOP_QUERY } from './useMediaQuery';

export interface MobileMenuDrawerProps {
  /** Controlled open state (menu slice; closed by default, not persisted). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The side the drawer slides in from: settings `menu_placement` (default left). */
  placement?: 'left' | 'right';
  /** The tiers, typically `LazySideMenuTiers` with `onClose`: rendered only while open. */
  children: ReactNode;
  /** The id of the drawer, for the menu button's aria-controls. */
  id?: string;
}

const Loading = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The mobile side menu (account-and-shell §2, §4 "Mobile menu open/closed (closed by default,
 * not persisted) … going to desktop width closes the mobile menu", §9 "90vw up to 380 px"): a
 * modal ui `Sheet` (a Radix Dialog) sliding in from the left, or the right with `placement='right'`.
 *
 * - Closed, nothing of it renders (the children, and so a lazy menu, load on first open).
 * - Modal: focus moves into the drawer and is trapped there; the page behind is inert and its
 *   scroll is locked (Radix's RemoveScroll marks `<body data-scroll-locked>`, §4 "Opening … the
 *   mobile menu toggles a page-scroll lock"). Escape, the backdrop and the tiers' close button
 *   (`onClose` → `onOpenChange(false)`) close it.
 * - Focus returns on close to the element that had it when the drawer opened (the header's menu
 *   button): the trigger lives elsewhere in the page, so the ui `Sheet` remembers it rather than
 *   going through a Dialog.Trigger.
 * - It sits on the `menuDrawer` layer, above everything else; the settings popover opened inside
 *   it takes `menuDrawerPopover`.
 * - Crossing to desktop width (≥ 1024 px, a matchMedia change) while open closes it. Opening it
 *   on a desktop-width screen is left to the caller (the header offers no menu button there).
 */
export function MobileMenuDrawer({
  open,
  onOpenChange,
  placement = 'left',
  children,
  id,
}: MobileMenuDrawerProps) {
  const t = useTranslations('menu');
  const onOpenChangeRef = useRef(onOpenChange);
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  }, [onOpenChange]);

  useEffect(() => {
    if (!open || typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(DESKTOP_QUERY);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) onOpenChangeRef.current(false);
    };
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [open]);

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      side={placement}
      layer="menuDrawer"
      title={t('drawerTitle')}
      returnFocusToOpener
      id={id}
      panelAttributes={{ 'data-placement': placement }}
    >
      <Suspense fallback={<Loading role="status">{t('loading')}</Loading>}>{children}</Suspense>
    </Sheet>
  );
}
