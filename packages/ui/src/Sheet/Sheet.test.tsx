import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/renderWithProviders';
import { zIndex } from '../theme/theme';
import { Sheet, type SheetProps } from './Sheet';

type HarnessProps = Partial<Omit<SheetProps, 'open' | 'onOpenChange' | 'children'>>;

function Harness(props: HarnessProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      <Sheet
        side="left"
        title="Menu"
        {...props}
        open={open}
        onOpenChange={setOpen}
        panelAttributes={{ 'data-probe': 'panel' }}
        overlayAttributes={{ 'data-probe': 'overlay' }}
      >
        <nav aria-label="Main menu">
          <a href="/sports">Sports</a>
          <button type="button" onClick={() => setOpen(false)}>
            Close menu
          </button>
        </nav>
      </Sheet>
    </>
  );
}

async function openSheet() {
  const user = userEvent.setup();
  const opener = screen.getByRole('button', { name: 'Open menu' });
  await user.click(opener);
  const sheet = screen.getByRole('dialog', { name: 'Menu' });
  return { user, opener, sheet };
}

describe('Sheet', () => {
  it('renders nothing while closed', () => {
    renderWithProviders(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its hidden title, with focus inside and the page locked', async () => {
    renderWithProviders(<Harness id="drawer" />);
    const { sheet } = await openSheet();
    expect(sheet).toHaveAttribute('id', 'drawer');
    expect(sheet).toHaveAttribute('data-probe', 'panel');
    expect(sheet).not.toHaveAttribute('aria-describedby');
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    expect(within(sheet).getByRole('heading', { name: 'Menu' })).toBeInTheDocument();
    expect(document.querySelector('[data-probe="overlay"]')).not.toBeNull();
    expect(document.body).toHaveAttribute('data-scroll-locked');
  });

  it('closes on Escape and, with returnFocusToOpener, gives focus back to the opener', async () => {
    renderWithProviders(<Harness returnFocusToOpener />);
    const { user, opener } = await openSheet();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
  });

  it('traps Tab inside the panel', async () => {
    renderWithProviders(<Harness />);
    const { user, sheet } = await openSheet();
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(sheet).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('can name itself with plain text instead of a heading', async () => {
    renderWithProviders(<Harness side="bottom" titleElement="span" />);
    const { sheet } = await openSheet();
    expect(within(sheet).queryByRole('heading')).not.toBeInTheDocument();
  });

  it('stacks its panel one step above its backdrop on the chosen layer', async () => {
    renderWithProviders(<Harness layer="sheet" />);
    const { sheet } = await openSheet();
    const overlay = document.querySelector('[data-probe="overlay"]');
    expect(overlay).not.toBeNull();
    expect(getComputedStyle(overlay as Element).zIndex).toBe(String(zIndex.sheet));
    expect(getComputedStyle(sheet).zIndex).toBe(String(zIndex.sheet + 1));
  });

  it('has no axe violations', async () => {
    renderWithProviders(<Harness side="right" />);
    const { sheet } = await openSheet();
    await expectNoAxeViolations(sheet);
  });
});
