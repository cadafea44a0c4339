'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslations } from 'next-intl';
import { AppLink } from '../links/AppLink';
import { resolveLink, type LinkContext } from '../links/targets';
import type { AccountMenuItem, AccountMenuItemId } from '../navigation/headerVisibility';
import { HeaderControl } from './headerStyledParts';
import { MenuContent, MenuItem, MenuSeparator } from './menuStyles';

export type AccountMenuLinkId = Exclude<AccountMenuItemId, 'logout'>;

/**
 * Where the account-menu entries lead (§2 "Routes and links"). The spec names /account,
 * /account/balances and /account/transactions; it names no page for flags and self-exclusion, so
 * they get /account/flags and /account/self-exclusion until the account issue says otherwise (the
 * lead may override any of them with `hrefs`, e.g. profile with the myProfile target).
 */
export const accountMenuPaths: Readonly<Record<AccountMenuLinkId, string>> = Object.freeze({
  profile: '/account',
  balances: '/account/balances',
  transactions: '/account/transactions',
  flags: '/account/flags',
  'self-exclusion': '/account/self-exclusion',
});

const labelKeys = {
  profile: 'profile',
  balances: 'balances',
  transactions: 'transactions',
  flags: 'flags',
  'self-exclusion': 'selfExclusion',
  logout: 'logout',
} as const satisfies Record<AccountMenuItemId, string>;

export interface AccountMenuProps {
  username: string;
  /** From navigation `accountMenuItems` (order, self-exclusion presence, disabled flags). */
  items: readonly AccountMenuItem[];
  linkContext: LinkContext;
  onLogout: () => void;
  /** Overrides of `accountMenuPaths` (site paths or http(s) URLs). */
  hrefs?: Partial<Record<AccountMenuLinkId, string>>;
}

/**
 * The logged-in account menu (§2 "Header": account menu with items disabled by flags): a Radix
 * dropdown whose trigger shows the username; it opens with Enter, Space or ArrowDown, arrow keys
 * move between entries, Escape closes it and returns focus to the trigger.
 *
 * A disabled entry (its flag is off) stays in the list, greyed and struck through, with
 * `aria-disabled="true"`: it is announced as unavailable and skipped by the arrow keys, and it is
 * not a link. An entry whose target is not a safe link (see `resolveLink`) is shown disabled too.
 * Logout is a button that calls `onLogout`, separated from the links.
 */
export function AccountMenu({ username, items, linkContext, onLogout, hrefs }: AccountMenuProps) {
  const t = useTranslations('header');
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <HeaderControl type="button" aria-label={t('accountMenu', { name: username })}>
          <span>{username}</span>
          <Chevron />
        </HeaderControl>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <MenuContent align="end" sideOffset={4}>
          {items.map((item) => {
            const label = t(labelKeys[item.id]);
            if (item.id === 'logout') {
              return [
                <MenuSeparator key="separator" />,
                <MenuItem key={item.id} disabled={item.disabled} onSelect={() => onLogout()}>
                  {label}
                </MenuItem>,
              ];
            }
            const link = item.disabled
              ? null
              : resolveLink(hrefs?.[item.id] ?? accountMenuPaths[item.id], linkContext);
            if (link === null) {
              return (
                <MenuItem key={item.id} disabled>
                  {label}
                </MenuItem>
              );
            }
            return (
              <MenuItem key={item.id} asChild>
                <AppLink link={link}>{label}</AppLink>
              </MenuItem>
            );
          })}
        </MenuContent>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The small down arrow of a dropdown trigger (decorative). */
export function Chevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
