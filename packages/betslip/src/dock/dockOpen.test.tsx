import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BETSLIP_STORAGE_KEY } from '../picks/storedSlip';
import {
  DOCK_OPEN_STORAGE_KEY,
  readDockOpen,
  useRememberedDockOpen,
  writeDockOpen,
} from './dockOpen';

afterEach(() => {
  localStorage.clear();
});

type Props = Parameters<typeof useRememberedDockOpen>[0];

function render(initial: Omit<Props, 'reopen'>) {
  const reopen = vi.fn();
  const hook = renderHook((props: Props) => useRememberedDockOpen(props), {
    initialProps: { ...initial, reopen },
  });
  return {
    reopen,
    rerender: (next: Partial<Omit<Props, 'reopen'>>) =>
      hook.rerender({ ...initial, ...next, reopen }),
  };
}

describe('the remembered desktop slip', () => {
  it('reads and writes open / closed, and nothing else counts', () => {
    expect(readDockOpen()).toBeNull();
    writeDockOpen(true);
    expect(localStorage.getItem(DOCK_OPEN_STORAGE_KEY)).toBe('open');
    expect(readDockOpen()).toBe(true);
    writeDockOpen(false);
    expect(readDockOpen()).toBe(false);
    localStorage.setItem(DOCK_OPEN_STORAGE_KEY, 'yes');
    expect(readDockOpen()).toBeNull();
  });

  it('after a reload, reopens the restored slip the player had left open on a desktop', () => {
    localStorage.setItem(BETSLIP_STORAGE_KEY, '{}');
    writeDockOpen(true);
    const { reopen, rerender } = render({ docked: true, selectionCount: 0, open: false });
    expect(reopen).not.toHaveBeenCalled();
    rerender({ selectionCount: 1 });
    expect(reopen).toHaveBeenCalledTimes(1);
  });

  it('a slip left closed stays closed', () => {
    localStorage.setItem(BETSLIP_STORAGE_KEY, '{}');
    writeDockOpen(false);
    const { reopen, rerender } = render({ docked: true, selectionCount: 0, open: false });
    rerender({ selectionCount: 2 });
    expect(reopen).not.toHaveBeenCalled();
    expect(readDockOpen()).toBe(false);
  });

  it("remembers the player's open and close on a desktop, never a phone's sheet", () => {
    const { rerender } = render({ docked: true, selectionCount: 1, open: true });
    expect(readDockOpen()).toBe(true);
    rerender({ open: false });
    expect(readDockOpen()).toBe(false);
    rerender({ docked: false, open: true });
    expect(readDockOpen()).toBe(false);
  });

  it('an empty slip changes nothing', () => {
    writeDockOpen(true);
    render({ docked: true, selectionCount: 0, open: false });
    expect(readDockOpen()).toBe(true);
  });
});
