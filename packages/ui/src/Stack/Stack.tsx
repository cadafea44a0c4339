'use client';

import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { clemTheme } from '../theme/theme';

export interface StackProps extends ComponentPropsWithRef<'div'> {
  /** Space between children in `theme.space` steps (quarter-rems). Default 2 (0.5rem). */
  gap?: number;
  direction?: 'column' | 'row';
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  /** Let a row wrap onto more lines. */
  wrap?: boolean;
}

/**
 * One-dimensional layout with consistent spacing from the theme. The fixed parts (and the
 * defaults: column, 0.5rem gap, stretch, flex-start, no wrap) are the static `cu-stack` classes
 * (theme/uiCss.ts); a gap other than the default, `align` and `justify` go in the inline style,
 * before the caller's own `style`.
 */
export function Stack({
  gap = 2,
  direction = 'column',
  align,
  justify,
  wrap = false,
  className,
  style,
  ...rest
}: StackProps) {
  let classes = 'cu-stack';
  if (direction === 'row') classes += ' cu-stack-row';
  if (wrap) classes += ' cu-stack-wrap';
  if (className) classes += ` ${className}`;
  const dynamic: CSSProperties = {};
  if (gap !== 2) dynamic.gap = clemTheme.space(gap);
  if (align !== undefined) dynamic.alignItems = align;
  if (justify !== undefined) dynamic.justifyContent = justify;
  const merged = Object.keys(dynamic).length > 0 ? { ...dynamic, ...style } : style;
  return <div className={classes} style={merged} {...rest} />;
}
