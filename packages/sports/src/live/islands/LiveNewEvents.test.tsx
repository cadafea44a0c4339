import { liveChangesReceived, liveSnapshotReceived } from '@clem/core';
import { change, liveEvent } from '@clem/core/testing/live';
import { renderWithProviders } from '@clem/ui/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import sportsEn from '../../messages/en.json';
import { LiveNewEvents } from './LiveNewEvents';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

function setup(sportCode?: string) {
  const view = renderWithProviders(<LiveNewEvents shownIds={[1, 2]} sportCode={sportCode} />, {
    messages: sportsEn,
    preloadedState: {},
  });
  const store = view.store;
  if (!store) throw new Error('a store');
  return {
    ...view,
    store,
    load: (version: number, ...events: ReturnType<typeof liveEvent>[]) =>
      act(() => {
        store.dispatch(liveSnapshotReceived({ version, events }));
      }),
  };
}

describe('LiveNewEvents', () => {
  it('says nothing while the live data holds only the rows shown', () => {
    const { load } = setup();
    load(10, liveEvent(1), liveEvent(2));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('offers the events that went live since, and shows them on request', async () => {
    const { load } = setup();
    load(10, liveEvent(1), liveEvent(2));
    load(11, liveEvent(3));
    expect(screen.getByRole('status')).toHaveTextContent('Show 1 new event in play');
    load(12, liveEvent(4));
    await userEvent.click(screen.getByRole('button', { name: 'Show 2 new events in play' }));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('counts only its sport, and never a finished event', () => {
    const { load, store } = setup('FOOT');
    load(10, liveEvent(1), liveEvent(2), liveEvent(5, { sportCode: 'TENN' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    load(11, liveEvent(3));
    expect(screen.getByRole('button')).toHaveTextContent('Show 1 new event in play');
    act(() => {
      store.dispatch(
        liveChangesReceived({
          changes: [change.c(12, 3, 'END_OF_EVENT', 2)],
          nowMs: 1,
          contiguous: false,
        }),
      );
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('starts afresh with new rows: what they do not show is not offered again', () => {
    const { load, rerender } = setup();
    load(10, liveEvent(1), liveEvent(2));
    load(11, liveEvent(3), liveEvent(4));
    expect(screen.getByRole('button')).toHaveTextContent('Show 2 new events in play');
    // The page came again with event 3 only (4 is on a later page of the list).
    rerender(<LiveNewEvents shownIds={[1, 2, 3]} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('does not count events the live data held before the list opened', () => {
    const first = setup();
    first.load(10, liveEvent(7));
    first.unmount();
    renderWithProviders(<LiveNewEvents shownIds={[1]} />, {
      messages: sportsEn,
      store: first.store,
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
