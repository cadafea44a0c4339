import {
  advertSchema,
  cmsMenuItemSchema,
  htmlWidgetResponseSchema,
  isCountryAllowedToStream,
  pageLayoutResponseSchema,
  streamCandidateSchema,
  tabsResponseSchema,
  videoStreamsResponseSchema,
} from './index';

const menuItem = {
  id: 1,
  active: true,
  label: 'Live',
  tag: null,
  logged_in_only: false,
  logged_in_title: 'Live',
  logged_out_title: 'Live',
  icon_name: 'live',
  logged_in_link: '/live/sport/',
  logged_out_link: '/live/sport/',
  submenu_items: [],
  open_in_parent_frame: false,
};

const advert = {
  id: 1,
  audience: 'logged_in_not_played',
  width_in_pixels: 300,
  height_in_pixels: 250,
  attachment_path: '/api/static/images/a.png',
  description: null,
  name: 'Free bet',
  link: null,
  link_name: null,
  popup: false,
  popup_allow_resize: false,
  popup_allow_scrollbars: false,
  popup_height: null,
  popup_width: null,
  show_description: false,
};

describe('content schemas', () => {
  it('parse nested CMS menu items and keep unknown fields', () => {
    const parsed = tabsResponseSchema.parse({
      sections: [
        {
          section_name: 'menu_icons',
          submenu_items: [{ ...menuItem, submenu_items: [{ ...menuItem, id: 2 }], colour: 'red' }],
        },
      ],
      version: 3,
    });
    expect(parsed.sections[0]?.submenu_items[0]?.submenu_items[0]?.id).toBe(2);
    expect(parsed.sections[0]?.submenu_items[0]?.colour).toBe('red');
    expect(parsed.version).toBe(3);
  });

  it('default a missing submenu list and parent-frame flag', () => {
    const { submenu_items: _items, open_in_parent_frame: _frame, ...bare } = menuItem;
    expect(cmsMenuItemSchema.parse(bare)).toMatchObject({
      submenu_items: [],
      open_in_parent_frame: false,
    });
  });

  it('accept every promotion audience and reject others', () => {
    expect(advertSchema.parse(advert).audience).toBe('logged_in_not_played');
    expect(advertSchema.safeParse({ ...advert, audience: 'whales' }).success).toBe(false);
    expect(advertSchema.safeParse({ ...advert, width_in_pixels: -1 }).success).toBe(false);
  });

  it('keep HTML exactly as sent: sanitising is the front end’s job', () => {
    const content = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    expect(htmlWidgetResponseSchema.parse({ content }).content).toBe(content);
    expect(htmlWidgetResponseSchema.safeParse({ content: 1 }).success).toBe(false);
  });

  it('check page layout column types and widget types', () => {
    const layout = {
      name: 'Default',
      url: '*',
      column_type: 'triple_side_right',
      left_column: [{ id: 1, widget_type: 'navigation_menu', widget_id: null }],
      right_column: [{ id: 2, widget_type: 'live_stream_video_player' }],
      centre_column_bottom: [],
      branding: { branding_header: [{ id: 'h' }], favicon_url: '/f.png' },
    };
    expect(pageLayoutResponseSchema.parse(layout).column_type).toBe('triple_side_right');
    expect(pageLayoutResponseSchema.safeParse({ ...layout, column_type: 'quad' }).success).toBe(
      false,
    );
    expect(
      pageLayoutResponseSchema.safeParse({
        ...layout,
        left_column: [{ id: 1, widget_type: 'casino' }],
      }).success,
    ).toBe(false);
  });

  it('check stream providers and livestream countries', () => {
    const stream = { stream_id: 's', provider: 'oddin', betradar_id: 1, url: '/x.m3u8' };
    expect(streamCandidateSchema.parse(stream).provider).toBe('oddin');
    expect(streamCandidateSchema.safeParse({ ...stream, provider: 'youtube' }).success).toBe(false);
    const body = videoStreamsResponseSchema.parse({
      video_streams: [stream],
      livestream_config: { allowed_countries: ['ES'], blocked_countries: [] },
    });
    expect(isCountryAllowedToStream(body.livestream_config, 'es')).toBe(true);
    expect(isCountryAllowedToStream(body.livestream_config, 'FR')).toBe(false);
    expect(
      isCountryAllowedToStream({ allowed_countries: [], blocked_countries: ['US'] }, 'US'),
    ).toBe(false);
  });
});
