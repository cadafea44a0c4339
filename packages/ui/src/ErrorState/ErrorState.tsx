'use client';

import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Heading, type HeadingLevel } from '../Heading';
import { withClass } from '../theme/theme';

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
 * retry. All text comes in translated through props. Styled by the static `cu-error` classes
 * (theme/uiCss.ts).
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
    <div role="alert" className={withClass('cu-error', className)}>
      <span className="cu-error-icon" aria-hidden="true">
        {icon ?? <WarningIcon />}
      </span>
      <Heading level={headingLevel} size={Math.max(headingLevel, 3) as HeadingLevel}>
        {title}
      </Heading>
      {message ? <p className="cu-error-msg">{message}</p> : null}
      {onRetry && retryLabel ? (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
