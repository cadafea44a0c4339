import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { withShellMessages } from '../stories/withShellMessages';
import { LazySideMenuTiers } from './LazySideMenuTiers';
import { MobileMenuDrawer } from './MobileMenuDrawer';
import { sampleResolveHref, sampleSportTree, sampleTiers } from './menuSample';

const meta = {
  title: 'Shell/Menu/MobileMenuDrawer',
  component: MobileMenuDrawer,
  decorators: [withShellMessages],
  args: { open: true, onOpenChange: () => {}, placement: 'left', children: null },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open menu
        </button>
        <MobileMenuDrawer {...args} open={open} onOpenChange={setOpen}>
          <LazySideMenuTiers
            tiers={sampleTiers({ loggedIn: true, now: Date.now() })}
            resolveHref={sampleResolveHref}
            sportTree={sampleSportTree}
            loginTime={Date.now() - 3_723_000}
            logo={<strong>Clem</strong>}
            settingsContent={<p style={{ margin: 0 }}>The settings panel goes here.</p>}
            onClose={() => setOpen(false)}
            onNavigate={() => setOpen(false)}
            onLogout={() => setOpen(false)}
          />
        </MobileMenuDrawer>
      </>
    );
  },
} satisfies Meta<typeof MobileMenuDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, from the left (the default placement). */
export const Open: Story = {};

/** Open, from the right (`menu_placement: right`). */
export const OpenRight: Story = { args: { placement: 'right' } };

/** Closed: the menu code is not loaded until the button opens it. */
export const Closed: Story = { args: { open: false } };
