import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LaterRows } from './LaterRows';
import { LIST_REFRESH_EVENT } from './listRefresh';

const labels = { loading: 'Loading more events…', failed: 'Could not load.', retry: 'Try again' };

/** Rows as the server action would render them: one list item per row of the range. */
function rows(range: [number, number], price = '2.10'): ReactNode {
  const [from, to] = range;
  return (
    <ul>
      {Array.from({ length: to - from }, (_, index) => (
        <li key={from + index} data-row={from + index}>
          Event {from + index} {price}
        </li>
      ))}
    </ul>
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

function setup(load: (ranges: [number, number][]) => Promise<ReactNode[]>, key = 'list') {
  return render(
    <LaterRows load={load} from={20} to={65} batch={20} cacheKey={key} labels={labels} />,
  );
}

describe('LaterRows', () => {
  it('loads the first batch when idle and the next ones only when the end comes near', async () => {
    const load = vi.fn(async (ranges: [number, number][]) => ranges.map((r) => rows(r)));
    setup(load, 'near');
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenLastCalledWith([[20, 40]]);
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
    expect(load.mock.calls.map((call) => call[0])).toEqual([[[20, 40]], [[40, 60]], [[60, 65]]]);
    const shown = [...document.querySelectorAll<HTMLElement>('[data-row]')].map((li) =>
      Number(li.dataset.row),
    );
    expect(shown).toEqual(Array.from({ length: 45 }, (_, index) => 20 + index));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('asks again for every shown batch on a refresh, in one call, keeping the rows', async () => {
    let price = '2.10';
    const load = vi.fn(async (ranges: [number, number][]) => ranges.map((r) => rows(r, price)));
    setup(load, 'refresh');
    await settle();
    const before = document.querySelector('[data-row="25"]');
    price = '3.50';
    act(() => {
      window.dispatchEvent(new Event(LIST_REFRESH_EVENT));
    });
    await settle();
    expect(load).toHaveBeenLastCalledWith([[20, 40]]);
    const after = document.querySelector('[data-row="25"]');
    expect(after?.textContent).toBe('Event 25 3.50');
    // The same element, updated in place: React reconciled the new batch with the old one.
    expect(after).toBe(before);
  });

  it('shows a translated line and a retry button when a batch fails, and retries', async () => {
    let fail = true;
    const load = vi.fn(async (ranges: [number, number][]) => {
      if (fail) throw new Error('platform down');
      return ranges.map((r) => rows(r));
    });
    setup(load, 'fails');
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelectorAll('[data-row]')).toHaveLength(20);
  });

  it('shows what was loaded for the same list at once when it comes back', async () => {
    const load = vi.fn(async (ranges: [number, number][]) => ranges.map((r) => rows(r)));
    const first = setup(load, 'back');
    await settle();
    first.unmount();
    load.mockClear();
    setup(load, 'back');
    expect(document.querySelectorAll('[data-row]')).toHaveLength(20);
    expect(load).not.toHaveBeenCalledWith([[20, 40]]);
  });
});
