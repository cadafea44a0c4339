'use client';

import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { Heading, type HeadingLevel } from '../Heading';
import type {} from '../theme/theme';

export interface ErrorStateProps {
  /** Translated title, e.g. "Something went wrong". */
  title: ReactNode;
  /** Translated explanation. */
  message?: ReactNode;
  /** Shows a retry button when given together with `retryLabel`. */
  onRetry?: () => void;
  /** Translated label of the retry button, e.g. "Try again". */
  retryLabel?: string;
  /** Replaces the default warning icon (decorative: hidden from assistive technology). */
  icon?: ReactNode;
  /** Outline level of the title. Default 2. */
  headingLevel?: HeadingLevel;
  className?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
`;

const Icon = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.danger};

  svg {
    width: 2.5rem;
    height: 2.5rem;
  }
`;

const Message = styled.p`
  margin: 0;
  max-width: 36rem;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.5;
  overflow-wrap: anywhere;
`;

function WarningIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" focusable="false">
      <path d="M12 3 2 21h20L12 3Z" strokeLinejoin="round" />
      <path d="M12 10v5" strokeLinecap="round" />
      <circle cx="12" cy="18" r="0.5" fill="currentColor" />
    </svg>
  );
}

/**
 * What a screen shows when its data could not be loaded: announced as an alert, with an optional
 * retry. All text comes in translated through props.
 */
export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel,
  icon,
  headingLevel = 2,
  className,
}: ErrorStateProps) {
  return (
    <Root role="alert" className={className}>
      <Icon aria-hidden="true">{icon ?? <WarningIcon />}</Icon>
      <Heading level={headingLevel} size={Math.max(headingLevel, 3) as HeadingLevel}>
        {title}
      </Heading>
      {message ? <Message>{message}</Message> : null}
      {onRetry && retryLabel ? (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </Root>
  );
}
