'use client';

import { type ReactNode, useId } from 'react';
import { withClass } from '../theme/theme';

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
 * option, arrow keys move and choose. The native radios stay in the page (focusable, arrow keys)
 * but are visually hidden and drawn by their labels. Styled by the static `cu-tms` classes
 * (theme/uiCss.ts).
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
    <div role="radiogroup" aria-labelledby={legendId} className={withClass('cu-tms', className)}>
      <span id={legendId} className={hideLegend ? 'cu-tms-legend cu-vh' : 'cu-tms-legend'}>
        {labels.legend}
      </span>
      <div className="cu-tms-options">
        {themeModePreferences.map((mode) => (
          <label key={mode} className="cu-tms-option">
            <input
              className="cu-vh"
              type="radio"
              name={`${id}-mode`}
              value={mode}
              checked={value === mode}
              onChange={() => onChange(mode)}
            />
            <span className="cu-tms-face">
              {icons[mode]}
              <span className={compact ? 'cu-tms-compact' : undefined}>{labels[mode]}</span>
            </span>
          </label>
        ))}
      </div>
    </div>
  );
}
