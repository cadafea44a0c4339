import { withClass } from '@clem/ui/tokens';
import type { ComponentPropsWithRef } from 'react';

/**
 * OperatorFooter's parts: plain elements with the static `cl-footer…` and `cl-seal` rules of
 * `layoutCss` (layoutCss.ts), server components like OperatorFooter itself (no JavaScript reaches
 * the browser for them). Each part adds its class before a caller's `className` and forwards
 * every other prop.
 */

export function Footer({ className, ...rest }: ComponentPropsWithRef<'footer'>) {
  return <footer className={withClass('cl-footer', className)} {...rest} />;
}

/** Shows from 1024 px. */
export function Web({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return <div className={withClass('cl-footer-web', className)} {...rest} />;
}

/** Shows below 1024 px. */
export function Mobile({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return <div className={withClass('cl-footer-mobile', className)} {...rest} />;
}

export function Seal({ className, ...rest }: ComponentPropsWithRef<'a'>) {
  return <a className={withClass('cl-seal', className)} {...rest} />;
}
