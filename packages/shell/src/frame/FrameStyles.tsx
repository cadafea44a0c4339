import { withClass } from '@clem/ui/tokens';
import type { ComponentPropsWithRef } from 'react';

/**
 * Layout pieces of the frame (used by the server component AppFrame): plain elements with the
 * static `cl-skip` and `cl-main` rules of `layoutCss` (layout/layoutCss.ts). Each adds its class
 * before a caller's `className` and forwards every other prop (and the ref).
 */

/**
 * The main landmark: the page's content column (`PageFrame` draws it; the desktop menu and the
 * betslip column sit beside it, outside). It takes focus from the skip link and back-to-top
 * (`tabIndex={-1}`), and has no layout of its own.
 */
export function Main({ id = 'content', tabIndex = -1, ...rest }: ComponentPropsWithRef<'main'>) {
  return <main id={id} tabIndex={tabIndex} {...rest} />;
}

/**
 * The content area. `overflow-x: clip` keeps anything a page or an operator widget draws too
 * wide from widening a phone's layout viewport (which would make the whole page pan sideways);
 * unlike `hidden` it creates no scroll container, so sticky columns keep working.
 */
export function ContentFrame({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return <div className={withClass('cl-main', className)} {...rest} />;
}

/** The skip link: off screen until focused, then at the top start corner. */
export function SkipLink({ className, ...rest }: ComponentPropsWithRef<'a'>) {
  return <a className={withClass('cl-skip', className)} {...rest} />;
}
