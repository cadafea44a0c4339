import { fontStacks } from '../typography/fontStacks';
import type { BrandInput } from './defineBrand';

export const brandInput: BrandInput = {
  id: 'dafaghana',
  displayName: 'Dafabet Ghana',
  colors: { primary: '#d4a017', accent: '#006b3f' },
  typography: {
    body: fontStacks.humanist,
    heading: fontStacks.systemSans,
    mono: fontStacks.monospace,
  },
  locales: { default: 'en', offered: ['en'] },
  currencies: { default: 'GHS', offered: ['GHS'] },
  platform: { portalId: '109', pub: 'dafaghana' },
  embed: {
    hosts: ['https://www.dafabet.com.gh', 'https://m.dafabet.com.gh'],
    nativeAppOrigins: ['dafa_native_app'],
  },
  capabilities: {
    loginApi: 'header_login',
    defaultThemeMode: 'system',
    restrictThaiLayout: true,
  },
  // Ghana: the African betslip with withholding tax on winnings only.
  operatorSettings: {
    african_betslip: true,
    tax_deduction_enabled: true,
    enable_stake_after_tax: true,
    stake_rate_percentage: 0,
    tax_returns_percentage: 10,
    // Shops: anonymous players can build a slip and take it to a shop as a retail code.
    enable_retail_codes: true,
    // The frame: the operator's news popup greets players.
    enable_news_popup: true,
  },
};
