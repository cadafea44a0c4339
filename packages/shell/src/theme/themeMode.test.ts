import { afterEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY } from './themeScript';
import { applyThemeMode, currentThemeMode, THEME_SWITCHING_ATTRIBUTE } from './themeMode';
import { baseStyles } from './baseStyles';

describe('applyThemeMode', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.documentElement.removeAttribute('data-theme');
    document.documentElement.removeAttribute(THEME_SWITCHING_ATTRIBUTE);
    localStorage.clear();
  });

  it('applies and remembers the mode, holding transitions until the next frame', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    applyThemeMode('dark');
    const root = document.documentElement;
    expect(root.getAttribute('data-theme')).toBe('dark');
    expect(currentThemeMode()).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(root.hasAttribute(THEME_SWITCHING_ATTRIBUTE)).toBe(true);
    expect(frames).toHaveLength(1);
    frames[0]?.(0);
    expect(root.hasAttribute(THEME_SWITCHING_ATTRIBUTE)).toBe(false);
  });

  it('still applies the mode when storage refuses it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    applyThemeMode('light');
    expect(currentThemeMode()).toBe('light');
  });

  it('the base styles hold every transition while the switch is marked', () => {
    expect(baseStyles).toContain(
      `html[${THEME_SWITCHING_ATTRIBUTE}] *,html[${THEME_SWITCHING_ATTRIBUTE}] *::before,html[${THEME_SWITCHING_ATTRIBUTE}] *::after{transition:none!important}`,
    );
  });
});
