import type { ThemeMode } from '@clem/core';
import { isThemeMode, THEME_STORAGE_KEY } from './themeScript';

/**
 * <html data-theme> is the single source of truth for the theme; the head script set it before
 * paint. These helpers read, watch and change it (and `clem-theme`) for the theme switch, the
 * settings panel and account preferences applied after login.
 */
export function subscribeThemeMode(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

export function currentThemeMode(): ThemeMode {
  const value = document.documentElement.getAttribute('data-theme');
  return isThemeMode(value) ? value : 'system';
}

/** Applies a theme at once (CSS variables: nothing re-renders) and remembers it. */
export function applyThemeMode(mode: ThemeMode): void {
  document.documentElement.setAttribute('data-theme', mode);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Storage can be full or blocked; the choice still applies to this page.
  }
}
