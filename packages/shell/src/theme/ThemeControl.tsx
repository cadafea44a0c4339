'use client';

import type { ThemeMode } from '@clem/core';
import { ThemeModeSwitch } from '@clem/ui';
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { isThemeMode, THEME_STORAGE_KEY } from './themeScript';

/** <html data-theme> is the single source of truth; the head script set it before paint. */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

function currentMode(): ThemeMode {
  const value = document.documentElement.getAttribute('data-theme');
  return isThemeMode(value) ? value : 'system';
}

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
  const mode = useSyncExternalStore(subscribe, currentMode, () => 'system' as const);

  function choose(next: ThemeMode) {
    document.documentElement.setAttribute('data-theme', next);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage can be full or blocked; the choice still applies to this page.
    }
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
