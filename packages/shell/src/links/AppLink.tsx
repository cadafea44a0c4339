import Link from 'next/link';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { ResolvedLink } from './targets';

export interface AppLinkProps extends Omit<
  ComponentPropsWithRef<'a'>,
  'href' | 'target' | 'rel' | 'children'
> {
  /** A link from `resolveLink` (never a raw configured value). */
  link: ResolvedLink;
  /** Open in a new window or tab (`target="_blank"` with `rel="noopener noreferrer"`). */
  newWindow?: boolean;
  children: ReactNode;
}

/**
 * Renders a resolved link: next/link (client navigation) for internal links, a plain `<a>` (full
 * page load) for `plain` and external links, and a plain `<a target="_blank"
 * rel="noopener noreferrer">` for any kind when it must open in a new window (client navigation
 * cannot open a new window, and the new page must not get `window.opener`).
 */
export function AppLink({ link, newWindow = false, children, ...rest }: AppLinkProps) {
  if (newWindow) {
    return (
      <a {...rest} href={link.href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  if (link.kind === 'internal') {
    return (
      <Link prefetch={false} {...rest} href={link.href}>
        {children}
      </Link>
    );
  }
  return (
    <a {...rest} href={link.href}>
      {children}
    </a>
  );
}
