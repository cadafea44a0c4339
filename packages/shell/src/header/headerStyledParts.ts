import { focusRing } from '@clem/ui';
import { styled } from 'styled-components';

/*
 * Styled parts of the lazily loaded header dropdowns (AccountMenu, CashierMenu). Kept apart from
 * the static header (headerCss.ts, headerStyles.ts) so styled-components only loads with them.
 */

/** A header control that is not a @clem/ui Button (menu triggers). */
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
