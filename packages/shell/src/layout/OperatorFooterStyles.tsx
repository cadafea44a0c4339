'use client';

import { clemTheme } from '@clem/ui';
import { styled } from 'styled-components';
import { mediaRules } from './tokens';

/** OperatorFooter's styled parts: a client module, so their CSS goes through the SSR style registry (with the CSP nonce) while OperatorFooter itself stays a server component */

export const Footer = styled.footer`
  display: flex;
  flex-direction: column;
  gap: ${clemTheme.space(4)};
  padding: ${clemTheme.space(6)} ${clemTheme.space(4)};
  background: ${clemTheme.colors.surface};
  color: ${clemTheme.colors.text};
  border-top: 1px solid ${clemTheme.colors.border};
`;

export const Web = styled.div`
  display: none;
  ${mediaRules.desktop} {
    display: block;
  }
`;

export const Mobile = styled.div`
  display: block;
  ${mediaRules.desktop} {
    display: none;
  }
`;

export const Seal = styled.a`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  gap: ${clemTheme.space(2)};
  padding: ${clemTheme.space(2)} ${clemTheme.space(3)};
  border: 1px solid ${clemTheme.colors.border};
  border-radius: ${clemTheme.radius.md};
  color: ${clemTheme.colors.text};
  font-size: 0.875rem;
  text-decoration: none;

  &:focus-visible {
    outline: 2px solid ${clemTheme.colors.focus};
    outline-offset: 2px;
  }
`;
