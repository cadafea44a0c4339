import { fontStacks } from '../typography/fontStacks';
import type { BrandInput } from './defineBrand';

export const brandInput: BrandInput = {
  id: 'nextbet',
  displayName: 'Nextbet',
  colors: { primary: '#6a2bd9', accent: '#00d1b2' },
  typography: {
    body: fontStacks.systemSans,
    heading: fontStacks.condensed,
    mono: fontStacks.monospace,
  },
  locales: { default: 'en', offered: ['en', 'de', 'pt'] },
  currencies: { default: 'EUR', offered: ['EUR', 'GBP'] },
  platform: { portalId: '103', pub: 'nextbet' },
  embed: { hosts: ['https://www.nextbet.com', 'https://m.nextbet.com'], nativeAppOrigins: [] },
  capabilities: { loginApi: 'sessions', defaultThemeMode: 'dark' },
  // A UK-facing brand: each-way betting with place terms on the UK betslip.
  operatorSettings: {
    uk_betslip: true,
    each_way_enabled: true,
    // The frame: the operator supplies its own header HTML.
    clem_external_header_enabled: true,
  },
};
