import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@clem/ui';
import { withShellMessages } from '../stories/withShellMessages';
import { Header, type HeaderProps } from './Header';
import {
  sampleLoggedIn,
  sampleSubHeaderLinks,
  storyBrand,
  storyLinkContext,
  storyLogo,
} from './storySamples';

const meta = {
  title: 'Shell/Header/Header',
  component: Header,
  decorators: [withShellMessages],
  parameters: { layout: 'fullscreen' },
  args: {
    variant: 'classic',
    logo: { src: '', alt: '' },
    displayName: '',
    homeHref: '/',
    linkContext: { localePrefix: '', plainAnchorPrefixes: [] },
    menuButton: (
      <Button variant="ghost" aria-label="Menu">
        ☰
      </Button>
    ),
    tools: (
      <Button variant="ghost" size="sm">
        EN
      </Button>
    ),
    account: {
      status: 'anonymous',
      showLogin: true,
      showRegistration: true,
      registrationHref: '/register',
      onLogin: () => console.info('[storybook] login'),
    },
    subHeaderLinks: sampleSubHeaderLinks,
    currentPath: '/sports/football',
  },
  // The logo, name and link rules follow the brand chosen in the toolbar.
  render: (args: HeaderProps, { globals }) => {
    const brand = storyBrand(globals);
    return (
      <Header
        {...args}
        logo={storyLogo(brand)}
        displayName={brand.displayName}
        linkContext={storyLinkContext(brand)}
      />
    );
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClassicAnonymous: Story = {};

export const ClassicLoggedIn: Story = { args: { account: sampleLoggedIn } };

/** Balance at zero: warning colour and mark; the cashier opens in a new window. */
export const LowBalance: Story = {
  args: {
    account: {
      ...sampleLoggedIn,
      balance: { formatted: '€0.00', amount: 0 },
      cashierNewWindow: true,
      showVip: false,
    },
  },
};

/** The last balance call failed: the last balance known, marked as possibly out of date. */
export const StaleBalance: Story = {
  args: {
    account: {
      ...sampleLoggedIn,
      balance: { formatted: '€1,250.50', amount: 1250.5, stale: true },
    },
  },
};

export const RebrandingAnonymous: Story = { args: { variant: 'rebranding' } };

export const RebrandingLoggedIn: Story = {
  args: { variant: 'rebranding', account: sampleLoggedIn },
};

/** The operator's HTML; resize below 1024 px to see the mobile variant. */
export const External: Story = {
  args: {
    variant: 'external',
    externalHtml: {
      web: '<nav><strong>Operator web header</strong> · <a href="/casino">Casino</a> · <a href="/poker">Poker</a></nav>',
      mobile: '<strong>Operator mobile header</strong>',
    },
  },
};

/** Hostile operator HTML renders harmlessly (no script, no handlers, no javascript: links). */
export const ExternalHostile: Story = {
  args: {
    variant: 'external',
    externalHtml: {
      web: '<img src=x onerror="alert(1)"><a href="javascript:alert(1)">Click</a><script>alert(1)</script><b>Sanitised</b>',
      mobile: '',
    },
  },
};

/** No operator HTML: the classic header shows. */
export const ExternalEmptyFallsBack: Story = {
  args: { variant: 'external', externalHtml: { web: '', mobile: '' } },
};

export const LoginAndJoinHidden: Story = {
  args: {
    account: {
      status: 'anonymous',
      showLogin: false,
      showRegistration: false,
      registrationHref: '/register',
      onLogin: () => {},
    },
    subHeaderLinks: [],
  },
};
