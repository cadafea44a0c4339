import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, it, expect, vi, afterEach, beforeAll } from 'vitest';
import { ClemThemeProvider } from '../theme/ClemThemeProvider';
import { renderWithProviders } from '../test/renderWithProviders';
import { SafeHtml, preloadSafeHtml } from './SafeHtml';

beforeAll(async () => {
  await preloadSafeHtml();
});

/** Copied from apps/sandbox/src/content/hostile-fixtures.ts (ui must not import an app). */
const SANDBOX_HOSTILE = [
  '<p>Welcome bonus</p><script>window.__clemHostile = "script";alert(1)</script>',
  '<img src=x onerror="window.__clemHostile=\'onerror\';alert(2)">',
  '<a href="#" onclick="window.__clemHostile=\'onclick\'">Claim now</a>',
  '<a href="javascript:alert(3)">Terms</a>',
  '<a href="JaVaScRiPt:alert(4)">Rules</a>',
  '<iframe src="javascript:alert(5)" width="1" height="1"></iframe>',
  '<svg onload="window.__clemHostile=\'svg\'"><circle r="4"/></svg>',
  '<style>body{display:none!important}html{visibility:hidden}</style><p>Styled</p>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCg2KTwvc2NyaXB0Pg==">Open offer</a>',
].join('\n');

const MORE_HOSTILE = [
  '<a href="java&#x0A;script:alert(1)">Newline</a>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<form action="https://evil.example"><input name="password"></form>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<base href="https://evil.example/">',
  '<div style="position:fixed;inset:0">Overlay</div>',
  // Last: its unclosed elements swallow whatever follows.
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
].join('\n');

const BENIGN = `
  <h2>Weekend boost</h2>
  <p>Odds boosted on <strong>every</strong> match. <a href="/terms">Terms apply</a>.</p>
  <ul><li>Football</li><li>Tennis</li></ul>
  <img src="/api/static/images/logo-200x50.png" alt="Clem logo" width="200" height="50">
  <table><thead><tr><th scope="col">Market</th><th scope="col">Max</th></tr></thead>
  <tbody><tr><td>Win</td><td>€500</td></tr></tbody></table>
  <a href="https://partner.example" target="_blank">Partner site</a>`;

declare global {
  interface Window {
    __clemHostile?: string;
  }
}

afterEach(() => {
  delete window.__clemHostile;
  vi.restoreAllMocks();
});

function expectNothingActive(root: Element) {
  expect(
    root.querySelectorAll(
      'script, style, iframe, object, embed, form, input, meta, base, svg, math',
    ),
  ).toHaveLength(0);
  for (const element of root.querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      expect(name, `${element.localName}[${name}]`).not.toMatch(/^on|^style$|^srcdoc$/i);
      if (name === 'href' || name === 'src') {
        expect(value).not.toMatch(/^\s*(?:javascript|data:text)/i);
      }
    }
  }
}

describe('SafeHtml', () => {
  it('renders benign operator HTML', () => {
    const { container } = renderWithProviders(<SafeHtml html={BENIGN} />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.tagName).toBe('DIV');
    expect(screen.getByRole('heading', { level: 2, name: 'Weekend boost' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms apply' })).toHaveAttribute('href', '/terms');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Football',
      'Tennis',
    ]);
    expect(screen.getByRole('img', { name: 'Clem logo' })).toHaveAttribute('width', '200');
    expect(within(screen.getByRole('table')).getByRole('cell', { name: '€500' })).toBeVisible();
    expect(screen.getByText('every').tagName).toBe('STRONG');
    expect(root).not.toHaveAttribute('aria-busy');
  });

  it('opens target=_blank links without giving the new page a handle on ours', () => {
    renderWithProviders(<SafeHtml html={BENIGN} />);
    const partner = screen.getByRole('link', { name: 'Partner site' });
    expect(partner).toHaveAttribute('target', '_blank');
    expect(partner).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders the sandbox hostile fixtures harmlessly and keeps their text', () => {
    const { container } = renderWithProviders(<SafeHtml html={SANDBOX_HOSTILE} />);
    expectNothingActive(container);
    expect(window.__clemHostile).toBeUndefined();
    expect(screen.getByText('Welcome bonus')).toBeInTheDocument();
    expect(screen.getByText('Styled')).toBeVisible();
    for (const text of ['Claim now', 'Terms', 'Rules', 'Open offer']) {
      expect(screen.getByText(text)).not.toHaveAttribute('onclick');
    }
    expect(screen.getByText('Terms')).not.toHaveAttribute('href');
    expect(screen.getByText('Open offer')).not.toHaveAttribute('href');
    expect(container.innerHTML).not.toContain('__clemHostile');
  });

  it('renders classic and mutation XSS harmlessly', () => {
    const { container } = renderWithProviders(<SafeHtml html={MORE_HOSTILE} />);
    expectNothingActive(container);
    expect(screen.getByText('Newline')).not.toHaveAttribute('href');
    expect(screen.getByText('Overlay')).not.toHaveAttribute('style');
    expect(container.querySelectorAll('img[onerror]')).toHaveLength(0);
  });

  it('renders as the element asked for, with the class name given', () => {
    const { container } = renderWithProviders(
      <SafeHtml as="footer" className="operator-footer" html="<p>© Clem</p>" />,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.tagName).toBe('FOOTER');
    expect(root).toHaveClass('operator-footer');
    expect(root.innerHTML).toBe('<p>© Clem</p>');
  });

  it('sanitises again when the HTML changes', () => {
    const { container, rerender } = renderWithProviders(<SafeHtml html="<p>First</p>" />);
    expect(screen.getByText('First')).toBeInTheDocument();
    rerender(<SafeHtml html={'<p onclick="x()">Second</p><script>alert(1)</script>'} />);
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).not.toHaveAttribute('onclick');
    expect(container.querySelector('script')).toBeNull();
  });

  it('renders only an empty, busy container on the server', () => {
    const markup = renderToString(
      <ClemThemeProvider>
        <SafeHtml as="section" className="advert" html={`${BENIGN}${SANDBOX_HOSTILE}`} />
      </ClemThemeProvider>,
    );
    expect(markup).toMatch(
      /^<section class="[^"]*advert[^"]*" aria-busy="true" data-safe-html=""><\/section>$/,
    );
  });

  it('hydrates the server markup without a mismatch, then fills in the sanitised HTML', async () => {
    const ui = (
      <ClemThemeProvider>
        <SafeHtml className="widget" html={`${BENIGN}${SANDBOX_HOSTILE}`} />
      </ClemThemeProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.appendChild(container);
    const consoleError = vi.spyOn(console, 'error');
    await act(async () => {
      render(ui, { container, hydrate: true });
    });
    expect(consoleError).not.toHaveBeenCalled();
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveClass('widget');
    expect(root).not.toHaveAttribute('aria-busy');
    expect(within(root).getByRole('link', { name: 'Terms apply' })).toBeInTheDocument();
    expectNothingActive(root);
  });
});
