import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../test/renderWithProviders';
import { uiCss } from '../theme/uiCss';
import { type ThemeModePreference, ThemeModeSwitch } from './ThemeModeSwitch';

/** The static stylesheet the apps and Storybook inject into <head>. */
let sheet: HTMLStyleElement;
beforeAll(() => {
  sheet = document.createElement('style');
  sheet.textContent = uiCss;
  document.head.append(sheet);
});
afterAll(() => sheet.remove());

const labels = { legend: 'Theme', light: 'Light', dark: 'Dark', system: 'System' };

function Controlled({
  initial = 'system',
  onChange,
}: {
  initial?: ThemeModePreference;
  onChange?: (mode: ThemeModePreference) => void;
}) {
  const [mode, setMode] = useState<ThemeModePreference>(initial);
  return (
    <ThemeModeSwitch
      value={mode}
      labels={labels}
      onChange={(next) => {
        setMode(next);
        onChange?.(next);
      }}
    />
  );
}

describe('ThemeModeSwitch', () => {
  it('is a radio group named by its legend with the three modes', () => {
    renderWithProviders(<ThemeModeSwitch value="dark" onChange={() => {}} labels={labels} />);
    const group = screen.getByRole('radiogroup', { name: 'Theme' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'light',
      'dark',
      'system',
    ]);
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Light' })).not.toBeChecked();
  });

  it('calls onChange with the clicked mode', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<ThemeModeSwitch value="light" onChange={onChange} labels={labels} />);
    await user.click(screen.getByText('Dark'));
    expect(onChange).toHaveBeenCalledWith('dark');
  });

  it('is operated with the keyboard: Tab enters at the checked mode, arrows move and choose', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Controlled initial="light" onChange={onChange} />);

    await user.tab();
    expect(screen.getByRole('radio', { name: 'Light' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Dark' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('dark');

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('system');

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('dark');
  });

  it('keeps the legend for assistive technology when hidden', () => {
    renderWithProviders(
      <ThemeModeSwitch value="system" onChange={() => {}} labels={labels} hideLegend />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Theme' })).toBeInTheDocument();
    expect(getComputedStyle(screen.getByText('Theme')).position).toBe('absolute');
  });

  it('gives each instance its own radio name', () => {
    renderWithProviders(
      <>
        <ThemeModeSwitch value="light" onChange={() => {}} labels={labels} />
        <ThemeModeSwitch value="dark" onChange={() => {}} labels={labels} />
      </>,
    );
    const [first, second] = screen.getAllByRole('radiogroup');
    const nameOf = (group: HTMLElement | undefined) =>
      group?.querySelector('input')?.getAttribute('name');
    expect(nameOf(first)).not.toBe(nameOf(second));
  });

  it('keeps every option named when compact', () => {
    renderWithProviders(
      <ThemeModeSwitch
        value="dark"
        onChange={() => undefined}
        compact
        labels={{ legend: 'Theme', light: 'Light', dark: 'Dark', system: 'System' }}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Light' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'System' })).toBeInTheDocument();
  });
});
