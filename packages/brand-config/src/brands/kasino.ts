import { fontStacks } from '../typography/fontStacks';
import type { BrandInput } from './defineBrand';

export const brandInput: BrandInput = {
  id: 'kasino',
  displayName: 'Kasino',
  colors: { primary: '#f26b1d', accent: '#14213d', neutral: '#6b6b6b' },
  typography: {
    body: fontStacks.systemSans,
    heading: fontStacks.slab,
    mono: fontStacks.monospace,
  },
  locales: { default: 'en', offered: ['en', 'de'] },
  currencies: { default: 'EUR', offered: ['EUR', 'USD'] },
  platform: { portalId: '106', pub: 'kasino' },
  embed: { hosts: ['https://www.kasino.com', 'https://m.kasino.com'], nativeAppOrigins: [] },
  capabilities: { loginApi: 'icore', defaultThemeMode: 'dark' },
  operatorSettings: {
    enable_floating_betslip: true,
    // The frame: virtuals in the footer, no promotions there.
    footer_nav_items: [
      'menu',
      'live',
      'pre-events',
      'kiron-virtuals',
      'betslip',
      'my-bets',
      'promos',
    ],
    enable_kiron_virtuals: true,
    hide_promos_in_footer: true,
  },
};
