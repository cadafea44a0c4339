import { fontStacks } from '../typography/fontStacks';
import type { BrandInput } from './defineBrand';

export const brandInput: BrandInput = {
  id: 'dafabet',
  displayName: 'Dafabet',
  colors: { primary: '#0b2a5b', accent: '#e10600', neutral: '#5b6b82' },
  typography: {
    body: fontStacks.systemSansCjk,
    heading: fontStacks.serif,
    mono: fontStacks.monospace,
  },
  locales: { default: 'en', offered: ['en', 'sc', 'vn', 'th', 'id', 'kr', 'jp'] },
  currencies: {
    default: 'USD',
    offered: ['USD', 'CNY', 'VND', 'THB', 'IDR', 'KRW', 'JPY', 'MYR', 'INR'],
  },
  platform: { portalId: '102', pub: 'dafabet' },
  embed: {
    hosts: ['https://www.dafabet.com', 'https://m.dafabet.com'],
    nativeAppOrigins: ['dafa_native_app'],
  },
  capabilities: {
    loginApi: 'header_login',
    defaultThemeMode: 'light',
    vipBadge: true,
    selfExclusionEntry: true,
  },
  // Streams from every provider the spec names; negative odds for its Asian players.
  operatorSettings: {
    enable_clem_live_streaming: true,
    enable_clem_oddin_streaming: true,
    betslip_negative_odds_enabled: true,
    display_vip_scheme: true,
    // The frame: a live-first operator with the rebranded header and the menu on the right.
    root_page: 'live',
    menu_placement: 'right',
    enable_rebranding: true,
    clem_header_toggle_balance: true,
    open_cashier_in_new_window: true,
  },
};
