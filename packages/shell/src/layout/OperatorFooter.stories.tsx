import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShellMessages } from '../stories/withShellMessages';
import { OperatorFooter } from './OperatorFooter';

/** The site footer: operator HTML (web from 1024 px, mobile below) and the licence seal. */
const meta = {
  title: 'Shell/Layout/OperatorFooter',
  component: OperatorFooter,
  decorators: [withShellMessages],
  parameters: { layout: 'fullscreen' },
  args: {
    webHtml:
      '<p><strong>Web footer.</strong> Licensed and regulated. 18+ Play responsibly.</p>' +
      '<p><a href="/promotions">Promotions</a> · <a href="/account">Account</a></p>',
    mobileHtml: '<p><strong>Mobile footer.</strong> 18+ Play responsibly.</p>',
    sealRequired: true,
    sealToken: 'demo-token',
    brandName: 'Zedbet',
  },
} satisfies Meta<typeof OperatorFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSeal: Story = {};
export const WithoutSeal: Story = { args: { sealRequired: false } };
export const HostileHtml: Story = {
  args: {
    webHtml:
      '<p onclick="alert(1)">Click</p><img src=x onerror="alert(2)"><script>alert(3)</script>',
    mobileHtml: null,
  },
};
