import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { withShellMessages } from '../stories/withShellMessages';
import { DesktopSideMenu } from './DesktopSideMenu';
import { SideMenuTiers } from './SideMenuTiers';
import { sampleResolveHref, sampleSportTree, sampleTiers } from './menuSample';

const tiers = (
  <SideMenuTiers
    tiers={sampleTiers({ device: 'desktop', loggedIn: true })}
    resolveHref={sampleResolveHref}
    sportTree={sampleSportTree}
    currentPath="/"
  />
);

const meta = {
  title: 'Shell/Menu/DesktopSideMenu',
  component: DesktopSideMenu,
  decorators: [withShellMessages],
  args: { expanded: true, onExpandedChange: () => {}, children: tiers, forceCollapsed: false },
  render: function Render(args) {
    const [expanded, setExpanded] = useState(args.expanded);
    return (
      <div style={{ display: 'flex', minHeight: '100vh' }}>
        <DesktopSideMenu {...args} expanded={expanded} onExpandedChange={setExpanded} />
        <main style={{ flex: 1, padding: '1rem' }}>
          <p>Page content. Hover the collapsed column to peek at the labels.</p>
        </main>
      </div>
    );
  },
} satisfies Meta<typeof DesktopSideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 280 px with labels (the default on a wide screen). */
export const Expanded: Story = {};

/** 46 px, icons only; hover or focus inside expands it over the page. */
export const Collapsed: Story = { args: { expanded: false } };

/** A 1024–1365 px screen: forced collapsed, no toggle. */
export const ForcedCollapsed: Story = { args: { forceCollapsed: true } };

/** The viewport decides (forced collapsed between 1024 and 1365 px). */
export const FollowsViewport: Story = { args: { forceCollapsed: undefined } };
