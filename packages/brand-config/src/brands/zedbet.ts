import { fontStacks } from '../typography/fontStacks';
import type { BrandInput } from './defineBrand';

export const brandInput: BrandInput = {
  id: 'zedbet',
  displayName: 'Zedbet',
  colors: { primary: '#0f9d8a', accent: '#f5c518' },
  typography: {
    body: fontStacks.systemSans,
    heading: fontStacks.systemSans,
    mono: fontStacks.monospace,
  },
  locales: { default: 'en', offered: ['en', 'es', 'pt'] },
  currencies: { default: 'EUR', offered: ['EUR', 'USD', 'BRL'] },
  platform: { portalId: '101', pub: 'zedbet' },
  embed: { hosts: ['https://www.zedbet.com', 'https://m.zedbet.com'], nativeAppOrigins: [] },
  capabilities: { loginApi: 'sessions', defaultThemeMode: 'system' },
  operatorSettings: { enable_clem_live_streaming: true },
};
