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

/** Marks <html> while a theme change is applied; baseStyles holds every transition under it. */
export const THEME_SWITCHING_ATTRIBUTE = 'data-theme-switching';

/**
 * Applies a theme at once (CSS variables: nothing re-renders) and remembers it. Transitions are
 * held while the new colours are computed, so the whole page repaints in the new theme in one
 * frame; they are released on the next frame, for the player's own hovers and taps.
 */
export function applyThemeMode(mode: ThemeMode): void {
  const root = document.documentElement;
  root.setAttribute(THEME_SWITCHING_ATTRIBUTE, '');
  root.setAttribute('data-theme', mode);
  // Reading a layout size applies the new styles to the whole page now, while transitions are
  // still held (the frame callback below runs before the next frame's own style update).
  void root.offsetHeight;
  requestAnimationFrame(() => root.removeAttribute(THEME_SWITCHING_ATTRIBUTE));
  try {
    localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Storage can be full or blocked; the choice still applies to this page.
  }
}
