import { ClemThemeProvider } from '@clem/ui';
import { LanguageFlag } from '@clem/ui/country-flag';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { shellMessagesEnglish } from '../messages/english';
import { LanguageDropdown, type LanguageDropdownProps } from './LanguageDropdown';

const eleven = ['en', 'es', 'pt', 'de', 'sc', 'vn', 'th', 'id', 'kr', 'jp', 'sw'];

function renderDropdown(props: Partial<LanguageDropdownProps> = {}) {
  const current = props.current ?? 'en';
  return render(
    <NextIntlClientProvider locale="en" messages={shellMessagesEnglish} timeZone="UTC">
      <ClemThemeProvider>
        <LanguageDropdown
          current="en"
          flag={<LanguageFlag locale={current} className="ch-flag" />}
          offered={['en', 'es', 'pt']}
          defaultLocale="en"
          pathname="/sports/football"
          {...props}
        />
        <button type="button">Outside</button>
      </ClemThemeProvider>
    </NextIntlClientProvider>,
  );
}

/** jsdom cannot navigate: stop the link after the component's own click handler has run. */
function stopNavigation(event: MouseEvent) {
  event.preventDefault();
}

beforeEach(() => {
  document.addEventListener('click', stopNavigation);
});

afterEach(() => {
  document.removeEventListener('click', stopNavigation);
  document.cookie = 'NEXT_USER_LOCALE=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('LanguageDropdown', () => {
  it('names the trigger after the current language and shows its flag', () => {
    renderDropdown({ current: 'es', pathname: '/es/sports' });
    const trigger = screen.getByRole('button', { name: 'Language: Español' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger.querySelector('svg[data-flag="spain"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders nothing when only one language is offered', () => {
    renderDropdown({ offered: ['en'] });
    expect(screen.queryByRole('button', { name: /Language/ })).not.toBeInTheDocument();
  });

  it('opens with Enter, lists links to the same page, marks the current one', async () => {
    const user = userEvent.setup();
    renderDropdown();
    const trigger = screen.getByRole('button', { name: 'Language: English' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Choose a language' });
    const links = await within(dialog).findAllByRole('link');
    // The light trigger was replaced by the popover's own: look it up again.
    expect(screen.getByRole('button', { name: 'Language: English' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en/sports/football',
      '/es/sports/football',
      '/pt/sports/football',
    ]);
    expect(links.map((link) => link.textContent)).toEqual(['English', 'Español', 'Português']);
    expect(links[0]).toHaveAttribute('aria-current', 'true');
    expect(links[1]).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  });

  it('closes with Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    renderDropdown();
    const trigger = screen.getByRole('button', { name: 'Language: English' });
    await user.click(trigger);
    await screen.findAllByRole('link');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    renderDropdown();
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await screen.findAllByRole('link');
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('uses one column for seven languages and two for eleven', async () => {
    const user = userEvent.setup();
    const { unmount } = renderDropdown({ offered: eleven.slice(0, 7) });
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    expect(await screen.findByRole('list')).toHaveAttribute('data-columns', '1');
    unmount();
    renderDropdown({ offered: eleven });
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    expect(await screen.findByRole('list')).toHaveAttribute('data-columns', '2');
    expect(screen.getAllByRole('link')).toHaveLength(11);
  });

  it('stores the chosen locale in NEXT_USER_LOCALE when a language is chosen', async () => {
    const user = userEvent.setup();
    renderDropdown({ current: 'es', defaultLocale: 'en', pathname: '/es/live/sport' });
    await user.click(screen.getByRole('button', { name: 'Language: Español' }));
    const portuguese = await screen.findByRole('link', { name: 'Português' });
    expect(portuguese).toHaveAttribute('href', '/pt/live/sport');
    await user.click(portuguese);
    expect(document.cookie).toContain('NEXT_USER_LOCALE=pt');
  });
});
