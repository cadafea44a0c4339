import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/renderWithProviders';
import { Dialog } from './Dialog';

function Harness({ returnFocus = false }: { returnFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  const elsewhere = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open settings
      </button>
      <button type="button" ref={elsewhere}>
        Menu entry
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Settings"
        description="Odds format and language."
        closeLabel="Close"
        returnFocusTo={returnFocus ? elsewhere : undefined}
        testId="probe-dialog"
      >
        <button type="button">Save</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title and described by its description', async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(dialog).toHaveAccessibleDescription('Odds format and language.');
    expect(dialog).toHaveAttribute('data-testid', 'probe-dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('closes on Escape and on the close button', async () => {
    renderWithProviders(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open settings' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('returns focus to returnFocusTo when given', async () => {
    renderWithProviders(<Harness returnFocus />);
    await userEvent.click(screen.getByRole('button', { name: 'Open settings' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Menu entry' })).toHaveFocus();
  });

  it('has no axe violations', async () => {
    renderWithProviders(
      <Dialog
        open
        onOpenChange={() => {}}
        title="Log in"
        description="Enter your user name and password."
        closeLabel="Close"
        size="sm"
      >
        <label htmlFor="user">User name</label>
        <input id="user" />
      </Dialog>,
    );
    await expectNoAxeViolations(screen.getByRole('dialog'));
  });

  it('stays inside a phone screen: its box holds its padding, and fields give up their intrinsic width', () => {
    renderWithProviders(
      <Dialog
        open
        onOpenChange={() => {}}
        title="Log in"
        description="Enter your user name and password."
        closeLabel="Close"
        size="sm"
      >
        <label htmlFor="user">User name</label>
        <input id="user" />
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog');
    const box = getComputedStyle(dialog);
    // Layout is not computed here; the rules that keep a 320 px screen free of sideways
    // scrolling are (the end-to-end layout test measures the real boxes).
    expect(box.boxSizing).toBe('border-box');
    expect(box.maxWidth).toBe('calc(100% - 2rem)');
    const field = getComputedStyle(screen.getByLabelText('User name'));
    expect(field.maxWidth).toBe('100%');
    expect(field.minWidth).toMatch(/^0(px)?$/);
  });
});
