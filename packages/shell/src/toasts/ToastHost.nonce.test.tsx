import { renderWithProviders } from '@clem/ui/testing';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shellMessagesEnglish } from '../messages/english';
import { notify, resetToasts } from './notify';
import { ToastHost } from './ToastHost';

/** jsdom has no matchMedia; sonner listens for the system colour scheme. */
function matchMedia(query: string): MediaQueryList {
  return {
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  };
}

beforeEach(() => {
  vi.stubGlobal('matchMedia', matchMedia);
  const meta = document.createElement('meta');
  meta.setAttribute('property', 'csp-nonce');
  meta.setAttribute('nonce', 'page-nonce');
  document.head.append(meta);
});

afterEach(() => {
  resetToasts();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('ToastHost under the page CSP', () => {
  it('loads sonner so that the stylesheet it inserts carries the page nonce', async () => {
    notify('your-choice-has-been-saved');
    renderWithProviders(<ToastHost />, { messages: shellMessagesEnglish });
    expect(await screen.findByText('Your choice has been saved.')).toBeInTheDocument();
    const sonnerStyles = [...document.head.querySelectorAll('style')].filter((style) =>
      style.textContent?.includes('[data-sonner-toaster]'),
    );
    expect(sonnerStyles.length).toBeGreaterThan(0);
    for (const style of sonnerStyles) expect(style.getAttribute('nonce')).toBe('page-nonce');
  });
});
