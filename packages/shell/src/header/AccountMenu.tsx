'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslations } from 'next-intl';
import { AppLink } from '../links/AppLink';
import { resolveLink, type LinkContext } from '../links/targets';
import type { AccountMenuItem, AccountMenuItemId } from '../navigation/headerVisibility';
import { HeaderControl } from './headerStyledParts';
import { MenuContent, MenuItem, MenuLabel, MenuSeparator } from './menuStyles';
import type { VipTier } from './vip';

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
  /** The VIP tier to name at the top of the menu (when the brand shows VIP), or null. */
  vipTier?: VipTier | null | undefined;
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
 *
 * The trigger is a person icon with the username beside it; below the desktop breakpoint only
 * the icon shows (a 44 px button named "Account menu for {name}"), so the phone header stays on
 * one row. The menu opens with the username (and the VIP tier, which the phone bar leaves out)
 * as its heading, so the player still sees whose account it is.
 */
export function AccountMenu({
  username,
  items,
  linkContext,
  onLogout,
  hrefs,
  vipTier,
}: AccountMenuProps) {
  const t = useTranslations('header');
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <HeaderControl
          type="button"
          className="ch-account-trigger"
          aria-label={t('accountMenu', { name: username })}
        >
          <PersonIcon />
          <span className="ch-account-name">{username}</span>
          <Chevron />
        </HeaderControl>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <MenuContent align="end" sideOffset={4}>
          <MenuLabel>
            <span>{username}</span>
            {vipTier ? <span data-tier={vipTier}>{t(`vip.${vipTier}`)}</span> : null}
          </MenuLabel>
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

/** The small down arrow of a dropdown trigger (decorative; left out on phones). */
export function Chevron() {
  return (
    <svg
      className="ch-trigger-chevron"
      width="12"
      height="12"
      viewBox="0 0 12 12"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/** The account icon of the menu trigger (decorative: the trigger is named by its label). */
function PersonIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </svg>
  );
}
