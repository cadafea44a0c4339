'use client';

import { focusRing } from '@clem/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

/**
 * Pieces the slip's components share: a square icon button with a 44px touch target, a list of
 * labelled figures (stake, returns, tax…) and the small inline icons. Colours are the brand's
 * tokens; text sits only on `background` or `surface`, where the tokens guarantee contrast.
 */

/** A square 44px button showing an icon; its accessible name comes from `aria-label`. */
export const IconButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  ${focusRing}

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.border};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

/** Figures as label/value pairs; values are right-aligned tabular numbers. */
export const Figures = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  font-size: 0.875rem;

  > div {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    margin-inline-start: auto;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    text-align: end;
  }

  dd[data-strong] {
    font-size: 1rem;
    font-weight: 700;
  }
`;

/** One label/value pair inside `Figures`; nothing when the value is absent. */
export function Figure({
  label,
  value,
  strong = false,
}: {
  label: ReactNode;
  value: ReactNode;
  strong?: boolean;
}) {
  if (value === undefined || value === null || value === '') return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd data-strong={strong ? '' : undefined}>{value}</dd>
    </div>
  );
}

const Stacked = styled.dl`
  min-width: 0;
  margin: 0;

  > div {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8125rem;
    font-weight: 600;
    text-align: end;
  }

  dd {
    display: flex;
    align-items: center;
    justify-content: flex-end;
    min-height: 2.75rem;
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    text-align: end;
    overflow-wrap: anywhere;
  }
`;

/**
 * One figure with its label above it, lined up with a stake field beside it (label over label,
 * value beside the input): the returns of a bet.
 */
export function StackedFigure({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <Stacked>
      <div>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    </Stacked>
  );
}

/** A stake field and the figure beside it. */
export const StakeRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 9.5rem) minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space(3)};
`;

/** A small section heading inside the slip ("Multiples", "System bets"). */
export const SectionTitle = styled.h3`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.02em;
  text-transform: uppercase;
`;

/** A list without bullets or indent. */
export const PlainList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const svgProps = {
  'aria-hidden': true,
  focusable: false,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function CloseIcon() {
  return (
    <svg {...svgProps}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function ChevronIcon() {
  return (
    <svg {...svgProps}>
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

export function BackspaceIcon() {
  return (
    <svg {...svgProps}>
      <path d="M21 5H9l-6 7 6 7h12a1 1 0 0 0 1-1V6a1 1 0 0 0-1-1z" />
      <path d="M17.5 9.5l-5 5M12.5 9.5l5 5" />
    </svg>
  );
}

export function ErrorIcon() {
  return (
    <svg {...svgProps}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </svg>
  );
}

export function WarningIcon() {
  return (
    <svg {...svgProps}>
      <path d="M12 3.5l9.5 16.5h-19z" />
      <path d="M12 10v4M12 17v.01" />
    </svg>
  );
}

export function InfoIcon() {
  return (
    <svg {...svgProps}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5M12 7.5v.01" />
    </svg>
  );
}

export function CheckIcon() {
  return (
    <svg {...svgProps}>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l2.5 2.5L16 9.5" />
    </svg>
  );
}

/** A checkbox and its text as one 44px-tall label (each way, free bet). */
export const CheckLabel = styled.label`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 2.75rem;
  font-size: 0.875rem;
  cursor: pointer;

  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    ${focusRing}
  }
`;
