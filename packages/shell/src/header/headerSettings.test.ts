import { describe, it, expect } from 'vitest';
import { readHeaderSettings, showVipBadge } from './headerSettings';

describe('readHeaderSettings', () => {
  it('uses the defaults for missing or unusable values', () => {
    expect(readHeaderSettings({ display_login_button: 'maybe' })).toEqual({
      showLogin: true,
      showRegistration: true,
      balanceToggle: false,
      cashierNewWindow: false,
      displayVipScheme: false,
    });
  });

  it('reads booleans sent as text or numbers', () => {
    expect(
      readHeaderSettings({
        display_login_button: 'false',
        display_registration_button: 0,
        clem_header_toggle_balance: '1',
        open_cashier_in_new_window: true,
        display_vip_scheme: 'true',
      }),
    ).toEqual({
      showLogin: false,
      showRegistration: false,
      balanceToggle: true,
      cashierNewWindow: true,
      displayVipScheme: true,
    });
  });
});

describe('showVipBadge', () => {
  it('needs both the capability and display_vip_scheme', () => {
    const on = readHeaderSettings({ display_vip_scheme: true });
    const off = readHeaderSettings({});
    expect(showVipBadge({ vipBadge: true }, on)).toBe(true);
    expect(showVipBadge({ vipBadge: false }, on)).toBe(false);
    expect(showVipBadge({ vipBadge: true }, off)).toBe(false);
  });
});
