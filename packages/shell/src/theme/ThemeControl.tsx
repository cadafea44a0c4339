'use client';

import { ThemeModeSwitch } from '@clem/ui';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { isThemeMode, THEME_STORAGE_KEY } from './themeScript';
import { type ThemeMode } from '@clem/core';

/**
 * Light, dark or system. Switching writes `clem-theme` and the <html data-theme> attribute; the
 * colours are CSS variables, so nothing else re-renders.
 */
export function ThemeControl() {
  const t = useTranslations('shell.theme');
  const [mode, setMode] = useState<ThemeMode>('system');

  useEffect(() => {
    const current = document.documentElement.getAttribute('data-theme');
    if (isThemeMode(current)) setMode(current);
  }, []);

  function choose(next: ThemeMode) {
    setMode(next);
    document.documentElement.setAttribute('data-theme', next);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage can be full or blocked; the choice still applies to this page.
    }
  }

  return (
    <ThemeModeSwitch
      value={mode}
      onChange={choose}
      labels={{ legend: t('label'), light: t('light'), dark: t('dark'), system: t('system') }}
      hideLegend
    />
  );
}
