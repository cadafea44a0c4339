import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anchoredRanges } from '../pages/laterRanges';
import type { LaterBatch, LaterRowsRequest } from '../pages/rowBatches';
import { LaterRows } from './LaterRows';
import { LIST_REFRESH_EVENT } from './listRefresh';

const labels = { loading: 'Loading more events…', failed: 'Could not load.', retry: 'Try again' };

/**
 * The server action, faked over a list of event ids (row `i` shows event `ids[i]`, at first the
 * same number): each range as one list item per row, anchored on the batches' ids on a refresh,
 * as `renderLaterRows` does.
 */
function server(count = 65) {
  const state = { ids: Array.from({ length: count }, (_, index) => index), price: '2.10' };
  const load = vi.fn(async (request: LaterRowsRequest): Promise<LaterBatch[]> => {
    const ranges = request.anchors
      ? anchoredRanges(request.ranges, request.anchors, state.ids)
      : request.ranges;
    return ranges.map(([from, to]) => {
      const ids = state.ids.slice(from, to);
      return {
        rows: (
          <ul>
            {ids.map((id) => (
              <li key={id} data-row={id}>
                Event {id} {state.price}
              </li>
            ))}
          </ul>
        ),
        ids,
      };
    });
  });
  return { state, load };
}

/** The event numbers shown, in order. */
function shownRows() {
  return [...document.querySelectorAll<HTMLElement>('[data-row]')].map((li) =>
    Number(li.dataset.row),
  );
}

let observed: IntersectionObserverCallback[] = [];
let far = true;

beforeEach(() => {
  observed = [];
  far = true;
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback) {
      observed.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  // The sentinel is far below the viewport unless a test brings it near.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () => ({ top: far ? 100_000 : 10 }) as DOMRect,
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Lets the idle callback, the action's promise and React's updates run. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 80));
  });
}

function setup(load: (request: LaterRowsRequest) => Promise<LaterBatch[]>, key = 'list') {
  return render(
    <LaterRows load={load} from={20} to={65} batch={20} cacheKey={key} labels={labels} />,
  );
}

describe('LaterRows', () => {
  it('loads the first batch when idle and the next ones only when the end comes near', async () => {
    const { load } = server();
    setup(load, 'near');
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenLastCalledWith({ ranges: [[20, 40]] });
    expect(document.querySelectorAll('[data-row]')).toHaveLength(20);

    // Far from the viewport: nothing more until the observer says the end is near.
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    far = false;
    act(() =>
      observed.at(-1)?.(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    await settle();
    await settle();
    // Still near after the second batch, so the last one follows: rows 20 to 64, each once.
    expect(load.mock.calls.map((call) => call[0])).toEqual([
      { ranges: [[20, 40]] },
      { ranges: [[40, 60]] },
      { ranges: [[60, 65]] },
    ]);
    expect(shownRows()).toEqual(Array.from({ length: 45 }, (_, index) => 20 + index));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('asks again for every shown batch on a refresh, in one call, keeping the rows', async () => {
    const { state, load } = server();
    setup(load, 'refresh');
    await settle();
    const before = document.querySelector('[data-row="25"]');
    state.price = '3.50';
    act(() => {
      window.dispatchEvent(new Event(LIST_REFRESH_EVENT));
    });
    await settle();
    expect(load).toHaveBeenLastCalledWith({
      ranges: [[20, 40]],
      anchors: [Array.from({ length: 20 }, (_, index) => 20 + index)],
    });
    const after = document.querySelector('[data-row="25"]');
    expect(after?.textContent).toBe('Event 25 3.50');
    // The same element, updated in place: React reconciled the new batch with the old one.
    expect(after).toBe(before);
  });

  it('keeps each row in its batch when an earlier event left the list before a refresh', async () => {
    const { state, load } = server();
    far = false;
    setup(load, 'shifted');
    await settle();
    await settle();
    await settle();
    expect(shownRows()).toEqual(Array.from({ length: 45 }, (_, index) => 20 + index));
    const firstOfSecond = document.querySelector('[data-row="40"]');
    const lastOfFirst = document.querySelector('[data-row="39"]');
    // Event 5 (one of the page's own rows) finished: every later row moved up one place.
    state.ids = state.ids.filter((id) => id !== 5);
    state.price = '3.50';
    act(() => {
      window.dispatchEvent(new Event(LIST_REFRESH_EVENT));
    });
    await settle();
    // Event 20 is now one of the page's rows; the others are where they were, each once.
    expect(shownRows()).toEqual(Array.from({ length: 44 }, (_, index) => 21 + index));
    expect(document.querySelector('[data-row="40"]')).toBe(firstOfSecond);
    expect(document.querySelector('[data-row="39"]')).toBe(lastOfFirst);
    expect(firstOfSecond?.textContent).toBe('Event 40 3.50');
  });

  it('shows a translated line and a retry button when a batch fails, and retries', async () => {
    const { load } = server();
    load.mockRejectedValueOnce(new Error('platform down'));
    setup(load, 'fails');
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelectorAll('[data-row]')).toHaveLength(20);
  });

  it('shows what was loaded for the same list at once when it comes back', async () => {
    const { load } = server();
    const first = setup(load, 'back');
    await settle();
    first.unmount();
    load.mockClear();
    setup(load, 'back');
    expect(document.querySelectorAll('[data-row]')).toHaveLength(20);
    expect(load).not.toHaveBeenCalledWith({ ranges: [[20, 40]] });
  });
});
