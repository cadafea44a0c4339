/**
 * Storybook runs components without Next.js: this stands in for `next/navigation` so connected
 * shell components render. Navigation is logged, not performed.
 */
export function usePathname(): string {
  return '/sports';
}

export function useRouter() {
  const log = (what: string) => (href?: string) =>
    console.info(`[storybook] router.${what}`, href ?? '');
  return {
    push: log('push'),
    replace: log('replace'),
    refresh: log('refresh'),
    back: log('back'),
    forward: log('forward'),
    prefetch: log('prefetch'),
  };
}

export function useSearchParams(): URLSearchParams {
  return new URLSearchParams();
}

export function useServerInsertedHTML(): void {}

export function redirect(href: string): never {
  throw new Error(`redirect(${href}) is not available in Storybook`);
}

export function notFound(): never {
  throw new Error('notFound() is not available in Storybook');
}
