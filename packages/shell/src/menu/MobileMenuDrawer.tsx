'use client';

import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { keyframes, styled } from 'styled-components';
import { visuallyHidden } from '@clem/ui';
import { DESKTOP_QUERY } from './useMediaQuery';

/** The drawer and its backdrop sit above the header and footer; the settings popover above it. */
export const MENU_DRAWER_Z_INDEX = 1000;

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

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const slideFromLeft = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(0); }
`;

const slideFromRight = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(0); }
`;

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${MENU_DRAWER_Z_INDEX};
  background: rgb(0 0 0 / 0.5);
  animation: ${fadeIn} 150ms ease-out;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Content = styled(Dialog.Content)<{ $placement: 'left' | 'right' }>`
  position: fixed;
  inset-block: 0;
  ${({ $placement }) => ($placement === 'right' ? 'right: 0;' : 'left: 0;')}
  z-index: ${MENU_DRAWER_Z_INDEX};
  box-sizing: border-box;
  width: 90vw;
  max-width: 380px;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 0 24px rgb(0 0 0 / 0.3);
  animation: ${({ $placement }) => ($placement === 'right' ? slideFromRight : slideFromLeft)} 200ms
    ease-out;

  &:focus {
    outline: none;
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Title = styled(Dialog.Title)`
  ${visuallyHidden}
`;

const Loading = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The mobile side menu (account-and-shell §2, §4 "Mobile menu open/closed (closed by default,
 * not persisted) … going to desktop width closes the mobile menu", §9 "90vw up to 380 px"): a
 * modal Radix Dialog sliding in from the left, or the right with `placement='right'`.
 *
 * - Closed, nothing of it renders (the children, and so a lazy menu, load on first open).
 * - Modal: focus moves into the drawer and is trapped there; the page behind is inert and its
 *   scroll is locked (Radix's RemoveScroll marks `<body data-scroll-locked>`, §4 "Opening … the
 *   mobile menu toggles a page-scroll lock"). Escape, the backdrop and the tiers' close button
 *   (`onClose` → `onOpenChange(false)`) close it.
 * - Focus returns on close to the element that had it when the drawer opened (the header's menu
 *   button): the trigger lives elsewhere in the page, so it is remembered here rather than through
 *   a Dialog.Trigger.
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
  const returnFocusTo = useRef<HTMLElement | null>(null);
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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay />
        <Content
          id={id}
          $placement={placement}
          data-placement={placement}
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            // Still the element that opened the drawer: focus moves in after this event.
            const active = document.activeElement;
            returnFocusTo.current =
              active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            returnFocusTo.current = null;
            if (target && target.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <Title>{t('drawerTitle')}</Title>
          <Suspense fallback={<Loading role="status">{t('loading')}</Loading>}>{children}</Suspense>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
