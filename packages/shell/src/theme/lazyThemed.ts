import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` for a styled part: the component and the theme wrapper (with styled-components)
 * load together, only when the part first renders. This module imports neither, so the page that
 * holds the lazy part ships none of it. Render it inside a Suspense boundary.
 */
export function lazyThemed<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, { themed }] = await Promise.all([load(), import('./themed')]);
    return { default: themed(Component) };
  });
}
