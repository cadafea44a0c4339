'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { focusRing } from '@clem/ui';
import { useTranslations } from 'next-intl';
import type { ReactNode, RefObject } from 'react';
import { styled } from 'styled-components';

/** Above the page's drawers and popovers, like the shell's dialog layer (800). */
const DIALOG_Z_INDEX = 800;

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${DIALOG_Z_INDEX};
  background: rgb(0 0 0 / 50%);
`;

const Content = styled(Dialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${DIALOG_Z_INDEX + 1};
  width: min(28rem, calc(100vw - 2rem));
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
  transform: translate(-50%, -50%);
  ${focusRing}
`;

const Title = styled(Dialog.Title)`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.25rem;
`;

const Description = styled(Dialog.Description)`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Close = styled(Dialog.Close)`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  right: ${({ theme }) => theme.space(3)};
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.25rem;
  cursor: pointer;
  ${focusRing}
`;

export interface SettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The panel: a `SettingsPanel` or `ConnectedSettingsPanel` with `hideHeading`. */
  children: ReactNode;
  /**
   * Where focus goes back on close: the button that opened it (a menu entry, not a Radix
   * trigger). Without it Radix returns focus to what had it before opening.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * The settings panel as a dialog (§2 "also usable as a dialog"): Radix Dialog, so focus moves in
 * and is trapped, Escape and the overlay close it, and focus returns to the trigger.
 */
export function SettingsDialog({
  open,
  onOpenChange,
  children,
  returnFocusTo,
}: SettingsDialogProps) {
  const t = useTranslations('settings');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay />
        <Content
          data-testid="settings-dialog"
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.current;
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <Title>{t('title')}</Title>
          <Description>{t('description')}</Description>
          {children}
          <Close aria-label={t('close')}>
            <span aria-hidden="true">×</span>
          </Close>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
