import { withClass } from '@clem/ui/tokens';
import type { ComponentPropsWithRef, CSSProperties } from 'react';

/**
 * PageColumns' parts: plain elements with the static `cl-grid`, `cl-side`, `cl-centre` and
 * `cl-bottom` rules of `layoutCss` (layoutCss.ts); PageColumns itself stays a server component.
 * Server components: no JavaScript reaches the browser for them. Each part
 * adds its class before a caller's `className` and forwards every other prop (and the ref).
 */

export interface GridProps extends ComponentPropsWithRef<'div'> {
  /** `grid-template-columns` from 1024 px (the `--cl-grid-cols` custom property). */
  template: string;
  /** `grid-template-columns` from 1366 px (the `--cl-grid-cols-wide` custom property). */
  wideTemplate: string;
}

export function Grid({ template, wideTemplate, className, style, ...rest }: GridProps) {
  const columns = {
    ...style,
    '--cl-grid-cols': template,
    '--cl-grid-cols-wide': wideTemplate,
  } as CSSProperties;
  return <div className={withClass('cl-grid', className)} style={columns} {...rest} />;
}

export interface SideProps extends ComponentPropsWithRef<'div'> {
  /** Sticks below the header and scrolls on its own (from 1024 px). */
  sticky: boolean;
}

export function Side({ sticky, className, ...rest }: SideProps) {
  return (
    <div
      className={withClass(sticky ? 'cl-side cl-side-sticky' : 'cl-side', className)}
      {...rest}
    />
  );
}

export function Centre({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return <div className={withClass('cl-centre', className)} {...rest} />;
}

export function Bottom({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return <div className={withClass('cl-bottom', className)} {...rest} />;
}
