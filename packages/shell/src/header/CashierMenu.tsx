'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { VisuallyHidden } from '@clem/ui';
import { useTranslations } from 'next-intl';
import { styled } from 'styled-components';
import { AppLink } from '../links/AppLink';
import { resolveLink, type LinkContext } from '../links/targets';
import { Chevron } from './AccountMenu';
import { HeaderControl } from './headerStyledParts';
import { MenuContent, MenuItem } from './menuStyles';

export interface CashierMenuProps {
  /** The deposit target (cashierDeposit, else cashier: see `cashierTargets`), or null. */
  deposit: string | null;
  /** The withdraw target (cashierWithdrawal, else cashier), or null. */
  withdraw: string | null;
  /** open_cashier_in_new_window. */
  newWindow: boolean;
  linkContext: LinkContext;
}

const Trigger = styled(HeaderControl)`
  border-color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

/**
 * The "Deposit" dropdown of the logged-in header (§2 "Header": deposit and withdraw dropdown;
 * "Cashier may open in a new window (open_cashier_in_new_window)"). Each entry links to its
 * configured target through the link helper; with open_cashier_in_new_window the entries open a
 * new window (`target=_blank`, no opener) and say so to assistive technology.
 *
 * An entry whose target is missing or unsafe is left out; with neither entry the dropdown is not
 * rendered (spec: "Missing key → the target is absent (hide what needs it)").
 */
export function CashierMenu({ deposit, withdraw, newWindow, linkContext }: CashierMenuProps) {
  const t = useTranslations('header');
  const entries = [
    { id: 'deposit', link: resolveLink(deposit, linkContext), label: t('deposit') },
    { id: 'withdraw', link: resolveLink(withdraw, linkContext), label: t('withdraw') },
  ];
  const usable = entries.flatMap(({ id, link, label }) => (link ? [{ id, link, label }] : []));
  if (usable.length === 0) return null;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Trigger type="button" className="ch-cashier-trigger">
          <span>{t('cashier')}</span>
          <Chevron />
        </Trigger>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <MenuContent align="end" sideOffset={4}>
          {usable.map(({ id, link, label }) => (
            <MenuItem key={id} asChild>
              <AppLink link={link} newWindow={newWindow}>
                {label}
                {newWindow ? <VisuallyHidden> ({t('newWindow')})</VisuallyHidden> : null}
              </AppLink>
            </MenuItem>
          ))}
        </MenuContent>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
