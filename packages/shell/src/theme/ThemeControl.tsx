'use client';

import type { ThemeMode } from '@clem/core';
import { ThemeModeSwitch } from '@clem/ui';
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { applyThemeMode, currentThemeMode, subscribeThemeMode } from './themeMode';

/**
 * Light, dark or system. Switching writes `clem-theme` and the <html data-theme> attribute; the
 * colours are CSS variables, so nothing else re-renders.
 */
export interface ThemeControlProps {
  /** Called after a choice is applied and stored (the frame confirms it with a toast). */
  onChosen?: (mode: ThemeMode) => void;
}

export function ThemeControl({ onChosen }: ThemeControlProps) {
  const t = useTranslations('shell.theme');
  const mode = useSyncExternalStore(subscribeThemeMode, currentThemeMode, () => 'system' as const);

  function choose(next: ThemeMode) {
    applyThemeMode(next);
    onChosen?.(next);
  }

  return (
    <ThemeModeSwitch
      value={mode}
      onChange={choose}
      labels={{ legend: t('label'), light: t('light'), dark: t('dark'), system: t('system') }}
      hideLegend
      compact
    />
  );
}
