import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/renderWithProviders';
import { LanguageList, type LanguageOption } from './LanguageList';

const options: LanguageOption[] = [
  { locale: 'en', title: 'English', htmlLang: 'en', href: '/en/sports' },
  { locale: 'sc', title: '简体中文', htmlLang: 'zh-Hans', href: '/sc/sports' },
  { locale: 'ja', title: '日本語', htmlLang: 'ja', href: '/ja/sports' },
];

describe('LanguageList', () => {
  it('lists each language as a link in its own language, the current one marked', () => {
    renderWithProviders(<LanguageList options={options} current="sc" />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en/sports',
      '/sc/sports',
      '/ja/sports',
    ]);
    expect(links.map((link) => link.textContent)).toEqual(['English', '简体中文', '日本語']);
    expect(links[1]).toHaveAttribute('aria-current', 'true');
    expect(links[1]).toHaveAttribute('lang', 'zh-Hans');
    expect(links[1]).toHaveAttribute('hreflang', 'zh-Hans');
    expect(links[0]).not.toHaveAttribute('aria-current');
  });

  it("shows each language's flag, decorative beside its name", () => {
    renderWithProviders(<LanguageList options={options} current="en" />);
    const [english, chinese, japanese] = screen.getAllByRole('link');
    expect(english?.querySelector('svg')).toHaveAttribute('data-flag', 'great-britain');
    expect(chinese?.querySelector('svg')).toHaveAttribute('data-flag', 'china');
    expect(japanese?.querySelector('svg')).toHaveAttribute('data-flag', 'japan');
    expect(english?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('uses one column for seven languages and two beyond', () => {
    const many = Array.from({ length: 8 }, (_, index) => ({
      locale: `l${index}`,
      title: `Language ${index}`,
      htmlLang: `l${index}`,
      href: `/l${index}`,
    }));
    const { unmount } = renderWithProviders(
      <LanguageList options={many.slice(0, 7)} current="l0" />,
    );
    expect(screen.getByRole('list')).toHaveAttribute('data-columns', '1');
    unmount();
    renderWithProviders(<LanguageList options={many} current="l0" />);
    expect(screen.getByRole('list')).toHaveAttribute('data-columns', '2');
  });

  it('tells which language was chosen', async () => {
    const chosen: string[] = [];
    document.addEventListener('click', stop);
    renderWithProviders(
      <LanguageList options={options} current="en" onChoose={(locale) => chosen.push(locale)} />,
    );
    await userEvent.click(screen.getByRole('link', { name: '日本語' }));
    document.removeEventListener('click', stop);
    expect(chosen).toEqual(['ja']);
  });
});

/** jsdom cannot navigate: stop the link after the list's own click handler has run. */
function stop(event: MouseEvent) {
  event.preventDefault();
}
