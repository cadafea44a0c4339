'use client';

import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { styled } from 'styled-components';
import type {} from '../theme/theme';

export interface StackProps extends ComponentPropsWithRef<'div'> {
  /** Space between children in `theme.space` steps (quarter-rems). Default 2 (0.5rem). */
  gap?: number;
  direction?: 'column' | 'row';
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  /** Let a row wrap onto more lines. */
  wrap?: boolean;
}

const StyledStack = styled.div<{
  $gap: number;
  $direction: 'column' | 'row';
  $align: CSSProperties['alignItems'];
  $justify: CSSProperties['justifyContent'];
  $wrap: boolean;
}>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: ${({ theme, $gap }) => theme.space($gap)};
  align-items: ${({ $align }) => $align ?? 'stretch'};
  justify-content: ${({ $justify }) => $justify ?? 'flex-start'};
  min-width: 0;
`;

/** One-dimensional layout with consistent spacing from the theme. */
export function Stack({
  gap = 2,
  direction = 'column',
  align,
  justify,
  wrap = false,
  ...rest
}: StackProps) {
  return (
    <StyledStack
      $gap={gap}
      $direction={direction}
      $align={align}
      $justify={justify}
      $wrap={wrap}
      {...rest}
    />
  );
}
