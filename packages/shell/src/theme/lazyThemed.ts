import { lazy, type ComponentType } from 'react';

/**
 * Loads a styled part together with its theme wrapper (and styled-components), both only when
 * the part is first needed. This module imports neither, so the page that holds the part ships
 * none of it.
 */
export async function loadThemed<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Promise<ComponentType<P>> {
  const [Component, { themed }] = await Promise.all([load(), import('./themed')]);
  return themed(Component);
}

/** `React.lazy` over `loadThemed`; render it inside a Suspense boundary. */
export function lazyThemed<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await loadThemed(load) }));
}
