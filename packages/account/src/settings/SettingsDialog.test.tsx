import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { installDomStubs, renderWithProviders } from '@clem/ui/testing';
import { englishMessages } from '../pages/test/englishMessages';
import { SettingsDialog } from './SettingsDialog';

installDomStubs();

function Harness() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={opener} type="button" onClick={() => setOpen(true)}>
        Open settings
      </button>
      <SettingsDialog open={open} onOpenChange={setOpen} returnFocusTo={opener}>
        <input aria-label="Inside" />
      </SettingsDialog>
    </>
  );
}

describe('SettingsDialog', () => {
  it('is a labelled dialog that takes focus, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, { messages: englishMessages });
    const trigger = screen.getByRole('button', { name: 'Open settings' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(dialog).toHaveAccessibleDescription('Choose how odds and events are shown.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, { messages: englishMessages });
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    await user.click(screen.getByRole('button', { name: 'Close settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open settings' })).toHaveFocus();
  });
});
