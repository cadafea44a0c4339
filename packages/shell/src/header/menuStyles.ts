import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { styled } from 'styled-components';
import { zIndex } from '../layout/tokens';

/*
 * The header dropdowns' parts (Radix DropdownMenu). Kept apart from headerStyles so the anonymous
 * header (Login, Join) never pulls Radix into the page's first JavaScript.
 */

/** The popup of a header dropdown (account menu, cashier). */
export const MenuContent = styled(DropdownMenu.Content)`
  z-index: ${zIndex.popover};
  min-width: 12rem;
  padding: ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 0.5rem 1.5rem rgb(0 0 0 / 25%);
  font-family: ${({ theme }) => theme.fonts.body};
`;

/** One entry of a header dropdown; also styles the link it may wrap (asChild). */
export const MenuItem = styled(DropdownMenu.Item)`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  outline: none;

  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  &[data-disabled] {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
    text-decoration: line-through;
  }
`;

export const MenuSeparator = styled(DropdownMenu.Separator)`
  height: 1px;
  margin: ${({ theme }) => theme.space(1)} 0;
  background: ${({ theme }) => theme.colors.border};
`;

/**
 * The heading of the account menu: the username, and under it the VIP tier when the brand shows
 * it (the phone header leaves the badge out of its one row).
 */
export const MenuLabel = styled(DropdownMenu.Label)`
  display: grid;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.space(1)};
  font-weight: 700;
  overflow-wrap: anywhere;

  & > span + span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
    font-weight: 600;
  }
`;
