'use client';

import type { ComponentPropsWithRef } from 'react';
import { css, styled } from 'styled-components';
import { focusRing } from '../theme/styles';
import type {} from '../theme/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Take the full width of the container (mobile forms, the betslip's place button). */
  fullWidth?: boolean;
}

const sizes = {
  sm: css`
    min-height: 2rem;
    padding: 0 ${({ theme }) => theme.space(3)};
    font-size: 0.875rem;
  `,
  md: css`
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space(4)};
    font-size: 1rem;
  `,
  lg: css`
    min-height: 3.25rem;
    padding: 0 ${({ theme }) => theme.space(6)};
    font-size: 1.125rem;
  `,
} as const;

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
      border-color: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceRaised};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surface};
    }
  `,
} as const;

const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-family: ${({ theme }) => theme.fonts.body};
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  cursor: pointer;
  transition:
    background-color 120ms ease,
    border-color 120ms ease;
  ${({ $size }) => sizes[$size]}
  ${({ $variant }) => variants[$variant]}
  ${focusRing}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/**
 * A native `<button>` (type="button" unless told otherwise) in the brand's colours. The `ref`
 * reaches the DOM button (React 19 passes `ref` as a prop).
 */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <StyledButton type={type} $variant={variant} $size={size} $fullWidth={fullWidth} {...rest} />
  );
}
