import { fontStacks } from '../typography/fontStacks';
import type { BrandInput } from './defineBrand';

export const brandInput: BrandInput = {
  id: '777baby',
  displayName: '777Baby',
  colors: { primary: '#e8458b', accent: '#ffcc33' },
  typography: {
    body: fontStacks.rounded,
    heading: fontStacks.rounded,
    mono: fontStacks.monospace,
  },
  // Japanese: the spec's map gives ja -> jp; this brand then maps jp -> ja.
  locales: { default: 'en', offered: ['en', 'ja'] },
  localeOverrides: { jp: 'ja' },
  currencies: { default: 'JPY', offered: ['JPY', 'USD'] },
  platform: { portalId: '107', pub: '777baby' },
  embed: { hosts: ['https://www.777baby.com', 'https://m.777baby.com'], nativeAppOrigins: [] },
  capabilities: { loginApi: 'icore', defaultThemeMode: 'light' },
  operatorSettings: { enable_floating_betslip: true, enable_switching_theme_modes: false },
};
