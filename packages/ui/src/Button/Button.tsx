'use client';

import type { ComponentPropsWithRef } from 'react';
import { withClass } from '../theme/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Take the full width of the container (mobile forms, the betslip's place button). */
  fullWidth?: boolean;
}

/**
 * A native `<button>` (type="button" unless told otherwise) in the brand's colours. The `ref`
 * reaches the DOM button (React 19 passes `ref` as a prop). Styled by the static `cu-btn` classes
 * (theme/uiCss.ts); a caller's `className` is added after them.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  type = 'button',
  className,
  ...rest
}: ButtonProps) {
  const classes = `cu-btn cu-btn-${size} cu-btn-${variant}${fullWidth ? ' cu-btn-full' : ''}`;
  return <button type={type} className={withClass(classes, className)} {...rest} />;
}
