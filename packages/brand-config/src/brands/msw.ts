import { fontStacks } from '../typography/fontStacks';
import type { BrandInput } from './defineBrand';

export const brandInput: BrandInput = {
  id: 'msw',
  displayName: 'MSW',
  colors: { primary: '#1e6fd9', accent: '#ff7a00' },
  typography: {
    body: fontStacks.systemSans,
    heading: fontStacks.systemSans,
    mono: fontStacks.monospace,
  },
  locales: { default: 'en', offered: ['en', 'es'] },
  currencies: { default: 'PHP', offered: ['PHP', 'USD'] },
  platform: { portalId: '105', pub: 'msw' },
  embed: {
    hosts: ['https://www.msw.ph', 'https://app.msw.ph'],
    nativeAppOrigins: ['msw-maya'],
  },
  // The frame: a live-first operator.
  operatorSettings: { root_page: 'live' },
  capabilities: { loginApi: 'icore', defaultThemeMode: 'system' },
};
