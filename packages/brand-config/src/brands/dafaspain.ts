import { fontStacks } from '../typography/fontStacks';
import type { BrandInput } from './defineBrand';

export const brandInput: BrandInput = {
  id: 'dafaspain',
  displayName: 'Dafabet España',
  colors: { primary: '#c8102e', accent: '#ffc400' },
  typography: {
    body: fontStacks.humanist,
    heading: fontStacks.humanist,
    mono: fontStacks.monospace,
  },
  locales: { default: 'es', offered: ['es', 'en'] },
  currencies: { default: 'EUR', offered: ['EUR'] },
  platform: { portalId: '104', pub: 'dafaspain' },
  embed: {
    hosts: ['https://www.dafabet.es', 'https://m.dafabet.es'],
    nativeAppOrigins: ['dafa_native_app'],
  },
  capabilities: {
    loginApi: 'header_login',
    defaultThemeMode: 'light',
    plainAnchorPrefixes: ['app/'],
    hideDefaultStake: true,
    hideRememberStake: true,
    showSessionClock: true,
    showLastLogin: true,
    selfExclusionEntry: true,
    restrictThaiLayout: true,
  },
  // Spain: the operator shows no theme switch; players keep the brand's light theme.
  operatorSettings: {
    enable_switching_theme_modes: false,
    single_allowed_session: true,
    // The cashier lives in the operator's own app pages (plain anchors: capability plainAnchorPrefixes).
    configured_targets: {
      cashier: 'app/cashier',
      cashierDeposit: 'app/cashier/deposit',
      cashierWithdrawal: 'app/cashier/withdraw',
      myProfile: '/account',
      registration: 'app/register',
      forgotPass: 'app/forgot-password',
      promotions: '/promotions',
    },
  },
};
