import { getBrand } from '@clem/brand-config';
import { defaultPlatformSettings, type PlatformSettings } from '@clem/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyBrand } from '../header/storySamples';
import { frameConfigFor } from './frameConfigFor';
import { sampleCouponGroup, sampleMenuSections, sampleSportTree } from '../menu/menuSample';
import type { FrameData } from '../platform/frameData';
import { withShellMessages } from '../stories/withShellMessages';
import { withStore } from '../stories/withStore';
import { AppFrame } from './AppFrame';
import { Main } from './FrameStyles';
import type { FrameConfig } from './frameConfig';

function configFor(brandId: string): FrameConfig {
  const brand = getBrand(brandId as Parameters<typeof getBrand>[0]);
  return frameConfigFor(brand, brand.locales.default, { showThemeSwitch: true });
}

const data: FrameData = {
  sections: sampleMenuSections,
  subHeaderLinks: [
    { id: 1, name: 'Live Football', url: '/live/sport/1-FOOT' },
    { id: 2, name: 'Basketball', url: '/sports/2-BASK' },
  ],
  quickLinks: sampleCouponGroup.coupons,
  sportTree: sampleSportTree,
  externalHeader: null,
  footer: {
    web: '<p>18+ Play responsibly. <a href="https://example.invalid/terms">Terms</a></p>',
    mobile: '<p>18+ Play responsibly.</p>',
    sealRequired: true,
    sealToken: '0123456789abcdef0123456789abcdef',
  },
  newsPopup: null,
};

/** The whole frame around a page (brand from the toolbar; resize the canvas for mobile). */
const meta = {
  title: 'Shell/AppFrame',
  component: AppFrame,
  decorators: [withStore, withShellMessages],
  args: {
    config: configFor('zedbet'),
    settings: defaultPlatformSettings,
    data,
    // A page brings its main landmark (PageFrame); the frame only wraps it.
    children: (
      <Main>
        <h1>Sports</h1>
        <p>Page content goes here.</p>
      </Main>
    ),
  },
  render: (args, { globals }) => <AppFrame {...args} config={configFor(storyBrand(globals).id)} />,
} satisfies Meta<typeof AppFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const settings = (extra: Record<string, unknown>): PlatformSettings =>
  ({ ...defaultPlatformSettings, ...extra }) as PlatformSettings;

export const Classic: Story = {};
export const Rebranding: Story = { args: { settings: settings({ enable_rebranding: true }) } };
export const LiveRootMenuRight: Story = {
  args: { settings: settings({ root_page: 'live', menu_placement: 'right' }) },
};
export const WithoutHeader: Story = {
  args: { settings: settings({ clem_show_header: false }) },
  parameters: { settings: { clem_show_header: false } },
};
