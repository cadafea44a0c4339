import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { focusRing } from '@clem/ui';
import { styled } from 'styled-components';
import { zIndex } from '../layout/tokens';

/** A header control that is not a @clem/ui Button (menu triggers, the balance toggle). */
export const HeaderControl = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }

  &[data-state='open'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A link that looks like the primary button (Join, cashier entries). */
export const ButtonLinkStyles = styled.span`
  display: contents;

  & > a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 600;
    text-decoration: none;
    ${focusRing}
  }

  & > a:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

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
