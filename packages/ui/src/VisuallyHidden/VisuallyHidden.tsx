'use client';

import type { ComponentPropsWithRef } from 'react';
import { withClass } from '../theme/theme';

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

/**
 * Text for assistive technology only: a label, a count's unit, a heading a sighted user does not
 * need. A `<span>` with the static `cu-vh` class (theme/uiCss.ts); a caller's `className` is added
 * after it.
 */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return <span className={withClass('cu-vh', className)} {...rest} />;
}
