import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazySideMenuTiers } from './LazySideMenuTiers';
import { MobileMenuDrawer } from './MobileMenuDrawer';
import { sampleResolveHref, sampleSportTree, sampleTiers } from './menuSample';
import { mockViewportWidth, renderWithProviders } from '@clem/ui/testing';
import { shellMessagesEnglish } from '../messages/english';

let viewport: ReturnType<typeof mockViewportWidth> | null = null;

afterEach(() => {
  viewport?.restore();
  viewport = null;
});

function Harness({
  placement,
  onOpenChangeSpy,
}: {
  placement?: 'left' | 'right';
  onOpenChangeSpy?: (open: boolean) => void;
}) {
  const [open, setOpen] = useState(false);
  const change = (next: boolean) => {
    onOpenChangeSpy?.(next);
    setOpen(next);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      <MobileMenuDrawer open={open} onOpenChange={change} placement={placement}>
        <LazySideMenuTiers
          tiers={sampleTiers({ loggedIn: true })}
          resolveHref={sampleResolveHref}
          sportTree={sampleSportTree}
          onClose={() => change(false)}
        />
      </MobileMenuDrawer>
    </>
  );
}

async function openDrawer() {
  const user = userEvent.setup();
  const trigger = screen.getByRole('button', { name: 'Open menu' });
  await user.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'Menu' });
  // The lazy chunk's first load is slow under vitest's on-the-fly transform.
  await within(dialog).findByRole('navigation', { name: 'Main menu' }, { timeout: 20_000 });
  return { user, trigger, dialog };
}

describe('MobileMenuDrawer', { timeout: 30_000 }, () => {
  it('is closed by default and renders nothing of the menu', () => {
    renderWithProviders(<Harness />, { messages: shellMessagesEnglish });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('opens as a modal dialog, loads the lazy tiers, moves focus in and locks page scroll', async () => {
    renderWithProviders(<Harness />, { messages: shellMessagesEnglish });
    const { dialog } = await openDrawer();
    expect(dialog).toHaveAttribute('data-placement', 'left');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.body).toHaveAttribute('data-scroll-locked');
  });

  it('Escape closes it and focus returns to the trigger; the scroll lock is released', async () => {
    renderWithProviders(<Harness />, { messages: shellMessagesEnglish });
    const { user, trigger } = await openDrawer();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
  });

  it('the close button closes it and focus returns to the trigger', async () => {
    renderWithProviders(<Harness />, { messages: shellMessagesEnglish });
    const { user, trigger, dialog } = await openDrawer();
    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('traps Tab inside the drawer', async () => {
    renderWithProviders(<Harness />, { messages: shellMessagesEnglish });
    const { user, dialog } = await openDrawer();
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('slides from the right with placement right', async () => {
    renderWithProviders(<Harness placement="right" />, { messages: shellMessagesEnglish });
    const { dialog } = await openDrawer();
    expect(dialog).toHaveAttribute('data-placement', 'right');
  });

  it('closes itself when the viewport becomes desktop width', async () => {
    viewport = mockViewportWidth(800);
    const spy = vi.fn();
    renderWithProviders(<Harness onOpenChangeSpy={spy} />, { messages: shellMessagesEnglish });
    await openDrawer();
    act(() => viewport?.setWidth(900));
    expect(spy).not.toHaveBeenCalled();
    act(() => viewport?.setWidth(1024));
    expect(spy).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
