import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShellMessages } from '../stories/withShellMessages';
import { AdvertWidget } from './AdvertWidget';
import { HtmlWidget } from './HtmlWidget';
import { anonymousViewer, depositorViewer, sampleAdvert } from './sampleAdverts';
import { WidgetSlot } from './WidgetSlot';

/** Column widgets: adverts by audience, an HTML widget, and the slots later issues fill. */
const meta = {
  title: 'Shell/Layout/Widgets',
  component: AdvertWidget,
  decorators: [withShellMessages],
  args: {
    adverts: [
      sampleAdvert({ id: 1, audience: 'all' }),
      sampleAdvert({
        id: 2,
        audience: 'logged_out',
        name: 'Join today',
        link_name: 'Join today and get a welcome bonus',
        show_description: false,
      }),
      sampleAdvert({
        id: 3,
        audience: 'logged_in',
        name: 'Popup offer',
        link: 'https://example.com/offer',
        popup: true,
        popup_width: 480,
        popup_height: 360,
        description: 'Opens in a small window.',
      }),
    ],
    viewer: anonymousViewer,
    hrefFor: (path: string) => `/en${path}`,
  },
} satisfies Meta<typeof AdvertWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor sees the "all" and "logged_out" adverts. */
export const AdvertsLoggedOut: Story = {};

/** A logged-in player sees "all" and "logged_in" (including the popup advert). */
export const AdvertsLoggedIn: Story = { args: { viewer: depositorViewer } };

export const Html: Story = {
  render: () => (
    <HtmlWidget
      html={
        '<h3>Responsible gambling</h3><p>Set limits in your <a href="/account">account</a>.</p>' +
        '<img src="x" onerror="alert(1)"><script>alert(2)</script>'
      }
    />
  ),
};

export const Slots: Story = {
  render: () => (
    <>
      <WidgetSlot slot="betslip" />
      <WidgetSlot slot="live_stream_video_player" />
    </>
  ),
};
