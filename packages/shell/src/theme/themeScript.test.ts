import { THEME_STORAGE_KEY, themeScript } from './themeScript';

function run(search: string, stored: string | null, initial = 'system') {
  document.documentElement.setAttribute('data-theme', initial);
  window.history.replaceState(null, '', `/sports${search}`);
  localStorage.clear();
  if (stored !== null) localStorage.setItem(THEME_STORAGE_KEY, stored);
  new Function(themeScript())();
  return document.documentElement.getAttribute('data-theme');
}

describe('themeScript', () => {
  it('keeps the server default when nothing is stored', () => {
    expect(run('', null, 'dark')).toBe('dark');
  });
  it('applies the stored choice', () => {
    expect(run('', 'light', 'dark')).toBe('light');
  });
  it('lets ?theme= override', () => {
    expect(run('?theme=dark', 'light')).toBe('dark');
  });
  it('ignores tampered values', () => {
    expect(run('?theme=<script>', '"><img>', 'light')).toBe('light');
  });
});
