import { createElement, type ComponentPropsWithRef, type ReactNode } from 'react';
import { withClass } from '@clem/ui/tokens';

/**
 * The language picker's trigger: a plain button with the `ch-lang-trigger` class (static CSS in
 * header/headerCss.ts), shared by the light first stage and the popover. It forwards its props
 * and ref (Radix `asChild` in the popover) and merges a caller's `className`.
 */
export function Trigger({ className, ...props }: ComponentPropsWithRef<'button'>) {
  return createElement('button', {
    ...props,
    className: withClass('ch-lang-trigger', className),
  });
}

/**
 * What the trigger shows: the current language's flag and an arrow (both decorative). The flag
 * comes drawn (`<LanguageFlag className="ch-flag">`, on the server in the frame): the browser
 * never loads the flags' drawings for a trigger that shows one of them.
 */
export function TriggerFace({ flag }: { flag: ReactNode }) {
  return (
    <>
      {flag}
      <svg viewBox="0 0 10 10" aria-hidden="true" focusable="false">
        <path d="M1.5 3.5 5 7l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
    </>
  );
}
