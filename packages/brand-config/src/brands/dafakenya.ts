import { fontStacks } from '../typography/fontStacks';
import type { BrandInput } from './defineBrand';

export const brandInput: BrandInput = {
  id: 'dafakenya',
  displayName: 'Dafabet Kenya',
  colors: { primary: '#0a8f3c', accent: '#111111' },
  typography: {
    body: fontStacks.systemSans,
    heading: fontStacks.condensed,
    mono: fontStacks.monospace,
  },
  locales: { default: 'en', offered: ['en', 'sw'] },
  currencies: { default: 'KES', offered: ['KES'] },
  platform: { portalId: '108', pub: 'dafakenya' },
  embed: {
    hosts: ['https://www.dafabet.co.ke', 'https://m.dafabet.co.ke'],
    nativeAppOrigins: ['dafa_native_app'],
  },
  capabilities: {
    loginApi: 'header_login',
    defaultThemeMode: 'dark',
    jackpot: true,
    restrictThaiLayout: true,
  },
  // Kenya: the African betslip, excise duty on the stake and withholding tax on winnings.
  operatorSettings: {
    african_betslip: true,
    tax_deduction_enabled: true,
    enable_stake_after_tax: true,
    stake_rate_percentage: 12.5,
    tax_returns_percentage: 20,
  },
};
