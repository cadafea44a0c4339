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

/**
 * The centre column is the page's main landmark (`id="content"`, focusable by the skip link and
 * back-to-top): the side columns (the sports menu, the betslip, adverts) are landmarks or plain
 * columns beside it, so jumping to main, or skipping to content, goes past them.
 */
export function Centre({
  className,
  id = 'content',
  tabIndex = -1,
  ...rest
}: ComponentPropsWithRef<'main'>) {
  return (
    <main className={withClass('cl-centre', className)} id={id} tabIndex={tabIndex} {...rest} />
  );
}

export function Bottom({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return <div className={withClass('cl-bottom', className)} {...rest} />;
}
