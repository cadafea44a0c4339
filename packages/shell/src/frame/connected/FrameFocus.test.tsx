import { selectIsLoggedIn, sessionEnded, sessionStarted, useAppSelector } from '@clem/core';
import { renderWithProviders } from '@clem/ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

vi.mock('next/navigation', () => ({ usePathname: () => '/sports' }));

const { SessionFocusKeeper, SkipLinks } = await import('./FrameFocus');

/** A page in its columns: the menu beside the main landmark, the prices in it. */
function Page() {
  return (
    <>
      <SkipLinks skipToContent="Skip to content" skipToBetslip="Skip to betslip" />
      <aside aria-label="Side menu">
        <nav aria-label="Main menu">
          {['Football', 'Tennis', 'Basketball', 'Golf'].map((sport) => (
            <a key={sport} href={`/sports/${sport}`}>
              {sport}
            </a>
          ))}
        </nav>
      </aside>
      <main id="content" tabIndex={-1}>
        <h1>Sports</h1>
        <a href="/sports/fixtures">Fixtures</a>
        <h2 data-skip-target="">Highlights</h2>
        <button type="button">Arsenal to win, 2.10</button>
      </main>
    </>
  );
}

describe('SkipLinks', () => {
  it('is first in the tab order and lands on the main content, past the sports menu', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page />, { preloadedState: {} });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Highlights' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Arsenal to win, 2.10' })).toHaveFocus();
  });

  it('offers "Skip to betslip" only where there is a slip to go to', () => {
    renderWithProviders(<Page />, { preloadedState: {} });
    expect(screen.queryByRole('link', { name: 'Skip to betslip' })).toBeNull();
  });
});

describe('SessionFocusKeeper', () => {
  /** The header's account control: a different element logged in and out. */
  function Header() {
    const loggedIn = useAppSelector(selectIsLoggedIn);
    return (
      <div data-frame-part="header">
        {loggedIn ? (
          <button key="account" type="button" className="ch-account-trigger">
            demo
          </button>
        ) : (
          <div key="anonymous" className="ch-anonymous">
            <button type="button">Log in</button>
          </div>
        )}
      </div>
    );
  }

  /** The skip links, the header and the main content with the keeper; gives the store. */
  function renderFrame() {
    const { store } = renderWithProviders(
      <>
        <SkipLinks skipToContent="Skip to content" skipToBetslip="Skip to betslip" />
        <Header />
        <main id="content" tabIndex={-1}>
          <h1>Sports</h1>
        </main>
        <SessionFocusKeeper />
      </>,
      { preloadedState: {} },
    );
    if (!store) throw new Error('no store');
    return store;
  }

  it('gives focus a place when logging out takes the focused account button away', async () => {
    const store = renderFrame();
    act(() => {
      store.dispatch(sessionStarted({ jweToken: 'jwe', username: 'demo' }));
    });
    screen.getByRole('button', { name: 'demo' }).focus();
    act(() => {
      store.dispatch(sessionEnded());
    });
    // jsdom lays nothing out, so the header's Log in button does not "show": the heading it is.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Sports' })).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
  });

  it('moves no focus when a session is restored as the page loads', async () => {
    const store = renderFrame();
    // Nothing focused yet (a page just loaded): the restore leaves focus where it is.
    act(() => {
      store.dispatch(sessionStarted({ jweToken: 'jwe', username: 'demo' }));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(document.activeElement).toBe(document.body);
    // The player's first Tab still reaches the skip link.
    await userEvent.setup().tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  });
});
