'use client';

import { type ReactNode, useId } from 'react';
import { css, styled } from 'styled-components';
import { visuallyHidden } from '../theme/styles';
import type {} from '../theme/theme';

/** The player's choice; `system` follows the device (`prefers-color-scheme`). */
export type ThemeModePreference = 'light' | 'dark' | 'system';

export const themeModePreferences: readonly ThemeModePreference[] = ['light', 'dark', 'system'];

export interface ThemeModeSwitchLabels {
  /** Name of the group, e.g. "Theme". */
  legend: string;
  light: string;
  dark: string;
  system: string;
}

export interface ThemeModeSwitchProps {
  value: ThemeModePreference;
  onChange: (value: ThemeModePreference) => void;
  labels: ThemeModeSwitchLabels;
  /** Keep the group name for assistive technology only. */
  hideLegend?: boolean;
  /** Below the desktop breakpoint show icons only (names stay for assistive technology). */
  compact?: boolean;
  className?: string;
}

const Group = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.text};
`;

const Legend = styled.span<{ $hidden: boolean }>`
  font-size: 0.875rem;
  font-weight: 600;
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;

const Options = styled.div`
  display: inline-flex;
  padding: ${({ theme }) => theme.space(0.5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const OptionText = styled.span<{ $compact: boolean }>`
  ${({ $compact, theme }) =>
    $compact &&
    css`
      @media (max-width: ${theme.breakpoints.desktop - 1}px) {
        ${visuallyHidden}
      }
    `}
`;

/** The native radio stays in the page (focusable, arrow keys) but is drawn by its label. */
const Input = styled.input`
  ${visuallyHidden}
`;

const Face = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  min-height: 2.25rem;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;

  svg {
    width: 1rem;
    height: 1rem;
  }

  input:checked + & {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  input:not(:checked) + &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
  }

  input:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Option = styled.label`
  position: relative;
  display: inline-flex;
`;

const icons: Record<ThemeModePreference, ReactNode> = {
  light: (
    <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
      <circle cx="8" cy="8" r="3" />
      <path d="M8 1v1.5M8 13.5V15M1 8h1.5M13.5 8H15M3 3l1 1M12 12l1 1M3 13l1-1M12 4l1-1" />
    </svg>
  ),
  dark: (
    <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
      <path d="M13.5 10A6 6 0 0 1 6 2.5a6 6 0 1 0 7.5 7.5Z" strokeLinejoin="round" />
    </svg>
  ),
  system: (
    <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
      <rect x="1.5" y="2.5" width="13" height="9" rx="1" />
      <path d="M5.5 14h5M8 11.5V14" />
    </svg>
  ),
};

/**
 * Light / dark / system as a radio group of native radios: Tab enters the group at the checked
 * option, arrow keys move and choose.
 */
export function ThemeModeSwitch({
  value,
  onChange,
  labels,
  hideLegend = false,
  compact = false,
  className,
}: ThemeModeSwitchProps) {
  const id = useId();
  const legendId = `${id}-legend`;
  return (
    <Group role="radiogroup" aria-labelledby={legendId} className={className}>
      <Legend id={legendId} $hidden={hideLegend}>
        {labels.legend}
      </Legend>
      <Options>
        {themeModePreferences.map((mode) => (
          <Option key={mode}>
            <Input
              type="radio"
              name={`${id}-mode`}
              value={mode}
              checked={value === mode}
              onChange={() => onChange(mode)}
            />
            <Face>
              {icons[mode]}
              <OptionText $compact={compact}>{labels[mode]}</OptionText>
            </Face>
          </Option>
        ))}
      </Options>
    </Group>
  );
}
