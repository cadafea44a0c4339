'use client';

import type { ComponentPropsWithRef } from 'react';
import { withClass } from '../theme/theme';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface HeadingProps extends ComponentPropsWithRef<'h2'> {
  /** The document outline level: `<h1>`…`<h6>`. */
  level: HeadingLevel;
  /** The visual size when it differs from the level (a small h2 in a side menu). */
  size?: HeadingLevel;
}

/**
 * A heading at an explicit outline level, sized by level unless `size` says otherwise. Styled by
 * the static `cu-h` and `cu-h-<size>` classes (theme/uiCss.ts); a caller's `className` is added
 * after them.
 */
export function Heading({ level, size, className, ...rest }: HeadingProps) {
  const Tag = `h${level}` as const;
  const classes = `cu-h cu-h-${size ?? level}`;
  return <Tag className={withClass(classes, className)} {...rest} />;
}
