import { renderWithProviders } from '@clem/ui/testing';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shellMessagesEnglish } from '../messages/english';
import { notify, resetToasts } from './notify';
import { SonnerToaster } from './SonnerToaster';

function renderToaster() {
  return renderWithProviders(<SonnerToaster />, { messages: shellMessagesEnglish });
}

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
  document.documentElement.setAttribute('data-theme', 'light');
});

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('data-theme');
});

describe('SonnerToaster', () => {
  it('shows queued and new toasts translated, typed, in a labelled region', async () => {
    notify('event-finished');
    renderToaster();
    expect(await screen.findByText('This event has finished.')).toBeInTheDocument();
    act(() => notify('error-no-events-found-for-this-eventpath'));
    const error = await screen.findByText('No events found for this event path.');
    expect(error.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
    expect(screen.getByRole('region', { name: /Notifications alt\+T/ })).toBeInTheDocument();
    const toaster = document.querySelector('[data-sonner-toaster]');
    expect(toaster).toHaveAttribute('data-y-position', 'top');
    expect(toaster).toHaveAttribute('data-x-position', 'right');
    expect(toaster).toHaveAttribute('data-sonner-theme', 'light');
  });

  it("shows 'Notification does not exist' for an unknown key", async () => {
    renderToaster();
    act(() => notify('no-such-key'));
    expect(await screen.findByText('Notification does not exist')).toBeInTheDocument();
  });

  it('shows the betslip 500 toast with its reference and a close button', async () => {
    renderToaster();
    act(() => notify('betslip-something-went-wrong', { reference: 'REQ-991' }));
    const text = await screen.findByText('Betslip: Something went wrong (reference REQ-991)');
    const toast = text.closest('[data-sonner-toast]') as HTMLElement;
    expect(within(toast).getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
  });

  it('closes a toast after 5000 ms but keeps the betslip 500 for 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderToaster();
      act(() => {
        notify('your-choice-has-been-saved');
        notify('betslip-something-went-wrong', { reference: 'R1' });
      });
      await vi.waitFor(() => screen.getByText('Your choice has been saved.'));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(6000);
      });
      expect(screen.queryByText('Your choice has been saved.')).not.toBeInTheDocument();
      expect(screen.getByText(/reference R1/)).toBeInTheDocument();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(5000);
      });
      expect(screen.queryByText(/reference R1/)).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
