import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test/render';
import { LanguageSelect } from './LanguageSelect';
import { sampleLanguages } from './languageSample';

const five = sampleLanguages.slice(0, 5);

function renderSelect(props: Partial<Parameters<typeof LanguageSelect>[0]> = {}) {
  return renderWithTheme(
    <div>
      <LanguageSelect value="es" options={five} label="Language" {...props} />
      <button type="button">Outside</button>
    </div>,
  );
}

describe('LanguageSelect', () => {
  it('shows the current language with its flag on a collapsed button', () => {
    renderSelect();
    const trigger = screen.getByRole('button', { name: 'Language: Español' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(within(trigger).getByText('🇪🇸')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('falls back to a locale badge without a flag', () => {
    renderSelect({ options: five.map(({ flag: _flag, ...rest }) => rest) });
    const trigger = screen.getByRole('button', { name: 'Language: Español' });
    expect(within(trigger).getByText('es')).toBeInTheDocument();
  });

  it('opens a list of links to the same page in each language, the current one marked', async () => {
    const user = userEvent.setup();
    renderSelect();
    const trigger = screen.getByRole('button', { name: 'Language: Español' });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(five.map((o) => o.href));
    expect(screen.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('hreflang', 'de');
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const user = userEvent.setup();
    renderSelect();
    const trigger = screen.getByRole('button', { name: 'Language: Español' });
    await user.click(trigger);
    await user.tab();
    expect(screen.getByRole('link', { name: 'English' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on a click outside, not on a click inside', async () => {
    const user = userEvent.setup();
    renderSelect();
    const trigger = screen.getByRole('button', { name: 'Language: Español' });
    await user.click(trigger);
    await user.click(screen.getByRole('list'));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when focus leaves it', async () => {
    const user = userEvent.setup();
    renderSelect({ options: five.slice(0, 2) });
    const trigger = screen.getByRole('button', { name: 'Language: Español' });
    await user.click(trigger);
    await user.tab(); // English
    await user.tab(); // Español
    await user.tab(); // Outside
    expect(screen.getByRole('button', { name: 'Outside' })).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles with the keyboard', async () => {
    const user = userEvent.setup();
    renderSelect();
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Language: Español' });
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('is hidden when there is only one language', () => {
    renderSelect({ value: 'en', options: five.slice(0, 1) });
    expect(screen.queryByRole('button', { name: /Language/ })).not.toBeInTheDocument();
  });

  it('uses one column up to seven languages and two above', async () => {
    const user = userEvent.setup();
    const { unmount } = renderSelect({ options: sampleLanguages.slice(0, 7) });
    await user.click(screen.getByRole('button', { name: /Language/ }));
    expect(screen.getByRole('list')).toHaveAttribute('data-columns', '1');
    unmount();

    renderSelect({ options: sampleLanguages.slice(0, 8) });
    await user.click(screen.getByRole('button', { name: /Language/ }));
    expect(screen.getByRole('list')).toHaveAttribute('data-columns', '2');
  });

  it('shows the first option when the value is not among them', () => {
    renderSelect({ value: 'xx' });
    expect(screen.getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
  });
});
