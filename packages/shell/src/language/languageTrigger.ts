import { styled } from 'styled-components';

/** The language dropdown's trigger: the current flag and an arrow (shared by both stages). */
export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 2.75rem;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.colors.border};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  > svg:last-child {
    width: 10px;
    height: 10px;
    transition: transform 0.15s;
  }

  &[aria-expanded='true'] > svg:last-child {
    transform: rotate(180deg);
  }
`;
