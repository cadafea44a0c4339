import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, it, expect, vi } from 'vitest';
import { BackToTop, backToTopInset } from './BackToTop';
import { renderWithProviders } from '@clem/ui/testing';
import { shellMessagesEnglish } from '../messages/english';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('BackToTop', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('shows at once when mounted on a page already scrolled past 200 px (loaded at the first scroll)', () => {
    Object.defineProperty(window, 'scrollY', { value: 600, configurable: true });
    renderWithProviders(<BackToTop pathname="/sports" focusTargetId="main" />, {
      messages: shellMessagesEnglish,
    });
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  });

  it('appears past 200 px and hides 5 s after the last scroll', () => {
    renderWithProviders(<BackToTop pathname="/sports" focusTargetId="main" />, {
      messages: shellMessagesEnglish,
    });
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(400);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });

  it('scrolls to the top and moves focus to the content top', () => {
    renderWithProviders(
      <>
        <main id="main">Content</main>
        <BackToTop pathname="/sports" focusTargetId="main" />
      </>,
      { messages: shellMessagesEnglish },
    );
    scrollTo(900);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });

  it('never shows on an excluded path', () => {
    renderWithProviders(<BackToTop pathname="/en/sports/kiron" focusTargetId="main" />, {
      messages: shellMessagesEnglish,
    });
    scrollTo(900);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });
});

describe('backToTopInset', () => {
  it('sits a gap from the viewport edge when the content column reaches it (a phone)', () => {
    expect(backToTopInset(390, null)).toBe(16);
    expect(backToTopInset(390, { left: 0, right: 390 })).toBe(16);
  });

  it('on a desktop page with a betslip column, sits inside the content column, clear of the slip', () => {
    // 1366 px: menu 0–280, content 296–1010, betslip column 1026–1358.
    const inset = backToTopInset(1366, { left: 296, right: 1010 });
    expect(inset).toBe(372);
    const buttonRight = 1366 - inset;
    expect(buttonRight).toBeLessThanOrEqual(1010);
    expect(buttonRight).toBeLessThan(1026);
  });

  it('mirrors for a right-to-left page', () => {
    expect(backToTopInset(1366, { left: 356, right: 1070 }, 'rtl')).toBe(372);
  });
});
