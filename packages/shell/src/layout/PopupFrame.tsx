'use client';

import { focusRing } from '@clem/ui';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

/**
 * The small popup frame (account-and-shell §2 "Other pieces": optional title and close icon,
 * max height 348 px, width 400 px). Presentational: the caller puts it in a Radix Dialog or
 * Popover, which trap focus and close on Escape. The body scrolls when the content is taller
 * than the frame; on screens narrower than 400 px + margins it takes the screen width less 1 rem
 * on each side.
 */

export const POPUP_FRAME_WIDTH_PX = 400;
export const POPUP_FRAME_MAX_HEIGHT_PX = 348;

export interface PopupFrameProps {
  /** Optional title (for a dialog, pass Radix `Dialog.Title` so the dialog is named by it). */
  title?: ReactNode;
  /** Shows the close icon when given. */
  onClose?: () => void;
  /** Content under the scrolling body (e.g. actions); stays visible. */
  footer?: ReactNode;
  children: ReactNode;
  className?: string;
}

const Frame = styled.div`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  width: min(${POPUP_FRAME_WIDTH_PX}px, calc(100vw - 2rem));
  max-height: ${POPUP_FRAME_MAX_HEIGHT_PX}px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.3);
  overflow: hidden;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)} ${theme.space(2)} ${theme.space(4)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  min-height: 2.75rem;

  h2,
  h3 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1rem;
  }
`;

const Close = styled.button`
  margin-inline-start: auto;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(4)};
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export function PopupFrame({ title, onClose, footer, children, className }: PopupFrameProps) {
  const t = useTranslations('layout');
  const hasHeader = title !== undefined || onClose !== undefined;
  return (
    <Frame className={className} data-popup-frame="">
      {hasHeader ? (
        <Header>
          {title}
          {onClose ? (
            <Close type="button" onClick={onClose} aria-label={t('close')}>
              <svg
                aria-hidden="true"
                focusable="false"
                width="18"
                height="18"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              >
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </Close>
          ) : null}
        </Header>
      ) : null}
      <Body>{children}</Body>
      {footer ? <Footer>{footer}</Footer> : null}
    </Frame>
  );
}
