import { settingFlag } from '@clem/core';

/**
 * The header's own platform settings (account-and-shell §2 "Header"), read tolerantly: booleans
 * may arrive as "true"/"1"/1 and a missing or unusable value gives the default. Defaults (the
 * lead's settings brief): display_login_button and display_registration_button on;
 * clem_header_toggle_balance, open_cashier_in_new_window and display_vip_scheme off.
 */
export interface HeaderSettings {
  showLogin: boolean;
  showRegistration: boolean;
  balanceToggle: boolean;
  cashierNewWindow: boolean;
  displayVipScheme: boolean;
}

export function readHeaderSettings(settings: Readonly<Record<string, unknown>>): HeaderSettings {
  return {
    showLogin: settingFlag(settings, 'display_login_button', true),
    showRegistration: settingFlag(settings, 'display_registration_button', true),
    balanceToggle: settingFlag(settings, 'clem_header_toggle_balance', false),
    cashierNewWindow: settingFlag(settings, 'open_cashier_in_new_window', false),
    displayVipScheme: settingFlag(settings, 'display_vip_scheme', false),
  };
}

/** The VIP badge shows only with the brand capability `vipBadge` and display_vip_scheme. */
export function showVipBadge(
  capabilities: { vipBadge: boolean },
  settings: HeaderSettings,
): boolean {
  return capabilities.vipBadge && settings.displayVipScheme;
}
