import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { euroKeypad, wonKeypad } from '../sampleViews';
import { renderWithProviders } from '@clem/ui/testing';
import betslipEnglish from '../../../messages/en.json';
import { spyActions } from '../spyActions';
import type { SlipKeypadView } from '../../view';
import { Keypad } from './Keypad';

function renderKeypad(keypad: SlipKeypadView = euroKeypad) {
  const actions = spyActions();
  return {
    actions,
    ...renderWithProviders(<Keypad keypad={keypad} actions={actions} />, {
      messages: betslipEnglish,
    }),
  };
}

describe('Keypad', () => {
  it('is a named group of real buttons', () => {
    renderKeypad();
    expect(screen.getByRole('group', { name: 'Stake keypad' })).toBeInTheDocument();
    for (const digit of ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']) {
      expect(screen.getByRole('button', { name: digit })).toHaveAttribute('type', 'button');
    }
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
  });

  it('calls onKeypadKey with the pressed key', async () => {
    const user = userEvent.setup();
    const { actions } = renderKeypad();
    await user.click(screen.getByRole('button', { name: '7' }));
    await user.click(screen.getByRole('button', { name: '0' }));
    await user.click(screen.getByRole('button', { name: 'Decimal point' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(actions.onKeypadKey.mock.calls).toEqual([['7'], ['0'], ['.'], ['delete']]);
  });

  it('has no decimal key for a currency without decimals, and ignores a typed "."', async () => {
    const user = userEvent.setup();
    const { actions } = renderKeypad(wonKeypad);
    expect(screen.queryByRole('button', { name: 'Decimal point' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '5' }));
    await user.keyboard('.');
    expect(actions.onKeypadKey.mock.calls).toEqual([['5']]);
  });

  it('sets a quick stake', async () => {
    const user = userEvent.setup();
    const { actions } = renderKeypad();
    expect(screen.getByRole('group', { name: 'Quick stakes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set stake to €25' }));
    expect(actions.onQuickStake).toHaveBeenCalledWith('25');
  });

  it('closes with Done', async () => {
    const user = userEvent.setup();
    const { actions } = renderKeypad();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(actions.onKeypadDone).toHaveBeenCalledOnce();
  });

  it('works from the keyboard: Tab and Enter, digits, Backspace and Escape', async () => {
    const user = userEvent.setup();
    const { actions } = renderKeypad();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Set stake to €5' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(actions.onQuickStake).toHaveBeenCalledWith('5');
    await user.keyboard('4,{Backspace}');
    expect(actions.onKeypadKey.mock.calls).toEqual([['4'], ['.'], ['delete']]);
    await user.keyboard('{Escape}');
    expect(actions.onKeypadDone).toHaveBeenCalledOnce();
  });

  it('keeps Enter and Space on a focused key to that key', async () => {
    const user = userEvent.setup();
    const { actions } = renderKeypad();
    screen.getByRole('button', { name: '9' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(actions.onKeypadKey.mock.calls).toEqual([['9'], ['9']]);
  });
});
