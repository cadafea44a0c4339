'use client';

import { styled } from 'styled-components';
import { mediaRules } from '../layout/tokens';
import { HeaderAccount, HomeLogo, type HeaderBarProps } from './headerParts';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 3.5rem;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${mediaRules.desktop} {
    min-height: 4rem;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  }
`;

const Start = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  flex: none;
`;

const End = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-inline-start: auto;
  min-width: 0;
`;

/** The classic header: menu button and logo at the start, tools and account at the end. */
export function ClassicHeader({
  logo,
  displayName,
  homeHref,
  linkContext,
  menuButton,
  tools,
  account,
}: HeaderBarProps) {
  return (
    <Bar data-variant="classic">
      <Start>
        {menuButton}
        <HomeLogo
          logo={logo}
          displayName={displayName}
          homeHref={homeHref}
          linkContext={linkContext}
        />
      </Start>
      <End>
        {tools}
        <HeaderAccount account={account} linkContext={linkContext} />
      </End>
    </Bar>
  );
}
