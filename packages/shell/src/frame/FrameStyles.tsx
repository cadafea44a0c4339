import { withClass } from '@clem/ui/tokens';
import type { ComponentPropsWithRef } from 'react';

/**
 * Layout pieces of the frame (used by the server component AppFrame): plain elements with the
 * static `cl-skip` and `cl-main` rules of `layoutCss` (layout/layoutCss.ts). Each adds its class
 * before a caller's `className` and forwards every other prop (and the ref).
 */

/**
 * The content area. `overflow-x: clip` keeps anything a page or an operator widget draws too
 * wide from widening a phone's layout viewport (which would make the whole page pan sideways);
 * unlike `hidden` it creates no scroll container, so sticky columns keep working.
 */
export function Main({ className, ...rest }: ComponentPropsWithRef<'main'>) {
  return <main className={withClass('cl-main', className)} {...rest} />;
}

/** The skip link: off screen until focused, then at the top start corner. */
export function SkipLink({ className, ...rest }: ComponentPropsWithRef<'a'>) {
  return <a className={withClass('cl-skip', className)} {...rest} />;
}
