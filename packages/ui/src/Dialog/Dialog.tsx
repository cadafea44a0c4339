'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import { styled } from 'styled-components';
import { focusRing } from '../theme/styles';
import { scrim, zIndex } from '../theme/theme';

/** `sm` for a short form (the login steps), `md` for a panel of settings. */
export type DialogSize = 'sm' | 'md';

const sizes: Record<DialogSize, { width: string; titleGap: number; closeSize: string }> = {
  sm: { width: '26rem', titleGap: 2, closeSize: '2.25rem' },
  md: { width: '28rem', titleGap: 1, closeSize: '2.75rem' },
};

const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${zIndex.dialog};
  background: ${scrim};
`;

/**
 * The dialog's box. It never gets wider than the screen, whatever it holds and whatever the page's
 * own box model: the box includes its padding and border (`border-box`, set here rather than
 * trusted from a page reset), its width is measured against the viewport without its scroll bar
 * (a fixed box's `100%`, where `100vw` would count the scroll bar), and the controls inside may
 * shrink below their intrinsic width (an input's `size` of 20 characters, a long word), so a
 * narrow phone (320 px) never scrolls the dialog sideways.
 */
const Content = styled(RadixDialog.Content)<{ $size: DialogSize }>`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${zIndex.dialog + 1};
  box-sizing: border-box;
  width: min(${({ $size }) => sizes[$size].width}, calc(100% - 2rem));
  max-width: calc(100% - 2rem);
  max-height: calc(100% - 2rem);
  overflow-y: auto;
  overflow-wrap: anywhere;
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
  transform: translate(-50%, -50%);
  ${focusRing}

  /* Form controls size to the dialog, not to their intrinsic width. */
  & :where(input, select, textarea) {
    box-sizing: border-box;
    max-width: 100%;
    min-width: 0;
  }
`;

const Title = styled(RadixDialog.Title)<{ $size: DialogSize }>`
  margin: 0 0 ${({ theme, $size }) => theme.space(sizes[$size].titleGap)};
  /* Clear of the × button in the top corner. */
  padding-inline-end: ${({ $size }) => sizes[$size].closeSize};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.25rem;
`;

const Description = styled(RadixDialog.Description)`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Close = styled(RadixDialog.Close)<{ $size: DialogSize }>`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  right: ${({ theme }) => theme.space(3)};
  width: ${({ $size }) => sizes[$size].closeSize};
  height: ${({ $size }) => sizes[$size].closeSize};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  ${focusRing}
`;

export interface DialogProps {
  open: boolean;
  /** Called with `false` on Escape, a click on the overlay or the close button. */
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** Shown under the title and tied to the dialog as its description. */
  description: ReactNode;
  /** The close button's accessible name (translated by the caller). */
  closeLabel: string;
  children?: ReactNode;
  /** The width and the size of the close button; defaults to `md`. */
  size?: DialogSize;
  /**
   * Where focus goes on close when the dialog has no Radix trigger (it is opened from a menu
   * entry, or it follows another dialog). Used only while that element is still in the page;
   * otherwise Radix's own handling applies.
   */
  returnFocusTo?: RefObject<HTMLElement | null> | null | undefined;
  /** A test id for the content (stories and end-to-end tests find the dialog by it). */
  testId?: string | undefined;
}

/**
 * A modal dialog (Radix Dialog): focus moves in and is trapped, the page behind is inert, and
 * Escape, the overlay and the × button close it. The dialogs are opened from elsewhere in the page
 * (not through a Radix trigger), so the caller says where focus goes back with `returnFocusTo`.
 * It shows centred over a dimmed page on the `dialog` layer: above the betslip sheet and popovers,
 * below toasts.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
  size = 'md',
  returnFocusTo,
  testId,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <Overlay />
        <Content
          $size={size}
          data-testid={testId}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <Title $size={size}>{title}</Title>
          <Description>{description}</Description>
          {children}
          <Close $size={size} aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </Close>
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
