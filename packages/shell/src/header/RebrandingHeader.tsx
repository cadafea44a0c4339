'use client';

import { styled } from 'styled-components';
import { mediaRules } from '../layout/tokens';
import { HeaderAccount, HomeLogo, type HeaderBarProps } from './headerParts';

const Bar = styled.div`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  grid-template-areas: 'start logo end';
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 3.5rem;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border-top: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: inset 0 -1px 0 ${({ theme }) => theme.colors.border};

  ${mediaRules.desktop} {
    min-height: 4.5rem;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  }
`;

const Start = styled.div`
  grid-area: start;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const Logo = styled.div`
  grid-area: logo;
  display: flex;
  justify-content: center;
`;

const End = styled.div`
  grid-area: end;
  display: flex;
  align-items: center;
  justify-content: flex-end;
  min-width: 0;
`;

/**
 * The rebranding header (enable_rebranding): an accent bar along the top, the logo centred, the
 * menu button and tools at the start, the account at the end.
 */
export function RebrandingHeader({
  logo,
  displayName,
  homeHref,
  linkContext,
  menuButton,
  tools,
  account,
}: HeaderBarProps) {
  return (
    <Bar data-variant="rebranding">
      <Start>
        {menuButton}
        {tools}
      </Start>
      <Logo>
        <HomeLogo
          logo={logo}
          displayName={displayName}
          homeHref={homeHref}
          linkContext={linkContext}
        />
      </Logo>
      <End>
        <HeaderAccount account={account} linkContext={linkContext} />
      </End>
    </Bar>
  );
}
