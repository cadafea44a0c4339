import type { MyBetStatus } from '@clem/core';
import { focusRing, focusRingInset } from '@clem/ui';
import { css, styled, type DefaultTheme } from 'styled-components';

/**
 * My Bets' styled parts. They load with My Bets' own chunk (the shell's `lazyThemed` brings the
 * theme and styled-components with it); colours and fonts are the brand's CSS variables.
 */

export const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
`;

export const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};

  h1,
  h2 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.25rem;
  }
  h1:focus,
  h2:focus {
    outline: none;
  }
`;

export const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: inherit;
  cursor: pointer;

  ${focusRing}
  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

export const TabList = styled.div`
  display: flex;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Tab = styled.button`
  flex: 1;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.text};
  }
  ${focusRingInset}
`;

export const TabPanel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};

  ${focusRing}
`;

export const GroupHeading = styled.h3`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.02em;
`;

export const BetList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Message = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(4)}`};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

export const Prompt = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(4)}`};
  text-align: center;

  p {
    margin: 0;
  }
`;

// --- BetCard ---------------------------------------------------------------------------------

export const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const CardHeader = styled.header`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};

  h3,
  h4 {
    margin: 0;
    font-size: 1rem;
  }
`;

export const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

function statusColour(status: MyBetStatus | 'open', theme: DefaultTheme): string {
  switch (status) {
    case 'won':
      return theme.colors.success;
    case 'lost':
    case 'rejected':
      return theme.colors.danger;
    case 'pending_approval':
      return theme.colors.warning;
    case 'void':
      return theme.colors.textMuted;
    case 'open':
      // The brand primary is not a text colour (a teal or a gold is below 4.5:1 on white at
      // 12 px): the open badge writes in the text colour and keeps the primary for its border.
      return theme.colors.text;
  }
}

/**
 * A bet's status as a small bold pill. Its text colour is a token guaranteed 4.5:1 on every
 * ground in every brand and mode (brand-config's badgeContrast test); the open one is outlined in
 * the brand primary.
 */
export const StatusBadge = styled.span<{ $status: MyBetStatus }>`
  flex: none;
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2)}`};
  border: 1px solid
    ${({ $status, theme }) => ($status === 'open' ? theme.colors.primary : 'currentColor')};
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 700;
  white-space: nowrap;
  ${({ $status, theme }) => css`
    color: ${statusColour($status, theme)};
  `}
`;

export const Legs = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Leg = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(0.5)};
  padding-left: ${({ theme }) => theme.space(2)};
  border-left: 2px solid ${({ theme }) => theme.colors.border};
  font-size: 0.875rem;
`;

export const LegMain = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const Price = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export const LegResult = styled.span<{ $status: MyBetStatus }>`
  font-size: 0.75rem;
  font-weight: 700;
  ${({ $status, theme }) => css`
    color: ${statusColour($status, theme)};
  `}
`;

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(7.5rem, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;

  div {
    display: grid;
    gap: ${({ theme }) => theme.space(0.5)};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.75rem;
  }
  dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

export const CardFooter = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.75rem;
`;
