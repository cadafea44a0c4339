'use client';

import { clemTheme } from '@clem/ui';
import { styled } from 'styled-components';
import { mediaRules } from './tokens';

/** PageColumns' styled parts: a client module, so their CSS goes through the SSR style registry (with the CSP nonce) while PageColumns itself stays a server component */

export const Grid = styled.div<{ $template: string; $wideTemplate: string }>`
  display: block;

  ${mediaRules.desktop} {
    display: grid;
    grid-template-columns: ${({ $template }) => $template};
    gap: ${clemTheme.space(4)};
    align-items: start;
  }

  ${mediaRules.wide} {
    grid-template-columns: ${({ $wideTemplate }) => $wideTemplate};
  }
`;

export const Side = styled.div<{ $sticky: boolean }>`
  display: none;

  ${mediaRules.desktop} {
    display: flex;
    flex-direction: column;
    gap: ${clemTheme.space(4)};
    min-width: 0;
    ${({ $sticky }) =>
      $sticky
        ? `position: sticky;
    top: var(--clem-header-height, 0px);
    max-height: calc(100vh - var(--clem-header-height, 0px));
    overflow-y: auto;
    overscroll-behavior: contain;`
        : ''}
  }
`;

export const Centre = styled.div`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${clemTheme.space(4)};
`;

export const Bottom = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${clemTheme.space(4)};
`;
