'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { Button, focusRing } from '@clem/ui';
import { useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import { styled } from 'styled-components';
import { zIndex } from '../layout/tokens';

export interface LoginPlaceholderDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Where focus goes when the dialog closes (the header's Login button). Without it, focus returns
   * to the element focused before the dialog opened (Radix's default).
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${zIndex.dialog};
  background: rgb(0 0 0 / 50%);
`;

const Content = styled(Dialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${zIndex.dialog + 1};
  width: min(24rem, calc(100vw - 2rem));
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
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.25rem;
`;

const Text = styled(Dialog.Description)`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The stand-in for the login modal until the account issue brings the form (issue 6: "Login opens
 * the account issue's modal; until then a placeholder dialog"). A Radix dialog: focus moves into
 * it and is trapped, Escape, the overlay and the Close button close it, and focus returns to the
 * Login button. Default export too, for `next/dynamic` / `React.lazy`.
 */
export function LoginPlaceholderDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: LoginPlaceholderDialogProps) {
  const t = useTranslations('header');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay />
        <Content
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.current;
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <Title>{t('loginTitle')}</Title>
          <Text>{t('loginPlaceholder')}</Text>
          <Dialog.Close asChild>
            <Button variant="primary">{t('close')}</Button>
          </Dialog.Close>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export default LoginPlaceholderDialog;
