import type { Advert, AudienceViewer } from '@clem/core';

/** Sample adverts for stories and tests. */
export function sampleAdvert(overrides: Partial<Advert> = {}): Advert {
  return {
    id: 1,
    audience: 'all',
    width_in_pixels: 300,
    height_in_pixels: 250,
    attachment_path: '/api/static/images/advert-300x250.png',
    description: 'Double winnings on every accumulator this weekend.',
    name: 'Weekend boost',
    link: '/promotions',
    link_name: 'Weekend boost offer',
    popup: false,
    popup_allow_resize: false,
    popup_allow_scrollbars: false,
    popup_height: null,
    popup_width: null,
    show_description: true,
    ...overrides,
  };
}

export const anonymousViewer: AudienceViewer = {
  loggedIn: false,
  nonBettor: false,
  nonDepositor: false,
  now: Date.UTC(2026, 0, 1),
};

export const depositorViewer: AudienceViewer = { ...anonymousViewer, loggedIn: true };
