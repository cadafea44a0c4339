import type { ThemeMode } from '@clem/core';

/** Spec: the player's theme choice is stored under this exact (unprefixed) key. */
export const THEME_STORAGE_KEY = 'clem-theme';

/**
 * Runs in <head> before the body is painted, so the page never flashes the wrong theme.
 * Order: `?theme=light|dark` (spec query flag), then the stored choice, then the default the
 * server rendered on <html data-theme>. A broken storage value is ignored.
 */
export function themeScript(): string {
  return `(function(){try{var d=document.documentElement,ok={light:1,dark:1,system:1},q=new URLSearchParams(location.search).get('theme'),s=null;try{s=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){}var m=(q==='light'||q==='dark')?q:(s&&ok[s]?s:d.getAttribute('data-theme'));d.setAttribute('data-theme',ok[m]?m:'system')}catch(e){}})();`;
}

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark' || value === 'system';
}
