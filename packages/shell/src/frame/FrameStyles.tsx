'use client';

import styled from 'styled-components';

/** Layout pieces of the foundation frame; issue 6 grows them into the full shell. */
export const HeaderBar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  min-height: 56px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const BrandLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  color: inherit;
  text-decoration: none;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 700;
  border-radius: ${({ theme }) => theme.radius.sm};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  /* A fixed box: the header must not reflow (and shift the page) when the logo arrives. */
  img {
    display: block;
    width: 120px;
    height: 32px;
    object-fit: contain;
    object-position: left center;
  }
`;

export const HeaderTools = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  flex-wrap: wrap;
`;

/**
 * The content area. `overflow-x: clip` keeps anything a page or an operator widget draws too
 * wide from widening a phone's layout viewport (which would make the whole page pan sideways);
 * unlike `hidden` it creates no scroll container, so sticky columns keep working.
 */
export const Main = styled.main`
  min-width: 0;
  overflow-x: clip;
  max-width: 1600px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(2)};
`;

export const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  top: 0;
  z-index: 100;
  padding: ${({ theme }) => theme.space(1)};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};

  &:focus {
    left: ${({ theme }) => theme.space(1)};
    top: ${({ theme }) => theme.space(1)};
  }
`;
