import { focusRing } from '@clem/ui';
import { styled } from 'styled-components';

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
