import { createElement, type ComponentPropsWithRef } from 'react';
import { withClass } from '@clem/ui/tokens';

/*
 * Static header parts shared by several header files; their CSS is in headerCss.ts. The styled
 * `HeaderControl` of the lazily loaded dropdowns moved to headerStyledParts.ts.
 */

/** A link that looks like the primary button (Join, cashier entries): wrap the `<a>` in it. */
export function ButtonLinkStyles({ className, ...props }: ComponentPropsWithRef<'span'>) {
  return createElement('span', {
    ...props,
    className: withClass('ch-button-link', className),
  });
}
