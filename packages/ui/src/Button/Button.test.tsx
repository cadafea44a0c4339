import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderWithProviders } from '../test/renderWithProviders';
import { uiCss } from '../theme/uiCss';
import { Button } from './Button';

/** The static stylesheet the apps and Storybook inject into <head>. */
let sheet: HTMLStyleElement;
beforeAll(() => {
  sheet = document.createElement('style');
  sheet.textContent = uiCss;
  document.head.append(sheet);
});
afterAll(() => sheet.remove());

describe('Button', () => {
  it('is a native button of type "button" by default', () => {
    renderWithProviders(<Button>Place bet</Button>);
    const button = screen.getByRole('button', { name: 'Place bet' });
    expect(button).toHaveAttribute('type', 'button');
  });

  it('keeps an explicit type', () => {
    renderWithProviders(<Button type="submit">Log in</Button>);
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveAttribute('type', 'submit');
  });

  it('calls onClick from the mouse and the keyboard', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithProviders(<Button onClick={onClick}>Retry</Button>);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button'));
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('is reachable with Tab', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Button>Deposit</Button>);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Deposit' })).toHaveFocus();
  });

  it('does nothing when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithProviders(
      <Button disabled onClick={onClick}>
        Place bet
      </Button>,
    );
    await user.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).toBeDisabled();
  });

  it('forwards its ref to the DOM button', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithProviders(<Button ref={ref}>Focus me</Button>);
    expect(ref.current).toBeInstanceOf(HTMLButtonElement);
    expect(ref.current?.textContent).toBe('Focus me');
  });

  it('takes its colours from the theme variables', () => {
    renderWithProviders(<Button>Primary</Button>);
    expect(screen.getByRole('button')).toHaveStyle({
      background: 'var(--clem-color-primary)',
      color: 'var(--clem-color-on-primary)',
    });
  });

  it('passes other attributes through', () => {
    renderWithProviders(
      <Button aria-describedby="hint" data-testid="b" variant="ghost" size="sm">
        Clear
      </Button>,
    );
    expect(screen.getByTestId('b')).toHaveAttribute('aria-describedby', 'hint');
  });
});
