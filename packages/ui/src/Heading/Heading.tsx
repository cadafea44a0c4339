'use client';

import type { ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';
import type {} from '../theme/theme';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface HeadingProps extends ComponentPropsWithRef<'h2'> {
  /** The document outline level: `<h1>`…`<h6>`. */
  level: HeadingLevel;
  /** The visual size when it differs from the level (a small h2 in a side menu). */
  size?: HeadingLevel;
}

const fontSizes: Record<HeadingLevel, string> = {
  1: '2rem',
  2: '1.5rem',
  3: '1.25rem',
  4: '1.125rem',
  5: '1rem',
  6: '0.875rem',
};

const StyledHeading = styled.h2<{ $size: HeadingLevel }>`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ $size }) => fontSizes[$size]};
  font-weight: ${({ $size }) => ($size <= 2 ? 700 : 600)};
  line-height: 1.25;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

/** A heading at an explicit outline level, sized by level unless `size` says otherwise. */
export function Heading({ level, size, ...rest }: HeadingProps) {
  return <StyledHeading as={`h${level}` as const} $size={size ?? level} {...rest} />;
}
