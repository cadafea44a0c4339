import type { SerialisedPlatformError } from '@clem/core';
import type { Loaded } from '@clem/core/server';
import type { ReactNode } from 'react';

/**
 * What a sports page answers, without knowing the frame around it: its content, or a decision
 * the frame acts on (not found, a redirect, an error state the frame draws).
 */
export type SportsPageResult =
  | {
      kind: 'content';
      content: ReactNode;
      /** Whether the page polls itself and fixes its dates to the player's time zone. */
      refresh: boolean;
      /** Whether search engines may index the page. */
      index: boolean;
    }
  | { kind: 'notFound' }
  /**
   * Send the player to a same-site path, given without the locale prefix (it may carry a query).
   * `permanent`: the page lives at that address for good (308), e.g. an event asked for by a
   * slug that is not its own; otherwise a temporary redirect (307).
   */
  | { kind: 'redirect'; path: string; permanent?: boolean }
  /** Without the sport tree the home has nothing to offer: the platform's error, with a retry. */
  | { kind: 'sportsUnavailable'; error: SerialisedPlatformError }
  /** The page's own data failed (not as "not found"): the error where the content goes. */
  | { kind: 'platformError'; error: SerialisedPlatformError };

/**
 * A sports page: answered at once (everything decided without platform data), or `loading`, whose
 * content waits on platform data, so the frame may send itself first and stream the content in.
 */
export type SportsPage =
  SportsPageResult | { kind: 'loading'; load: () => Promise<SportsPageResult> };

/** A page at its path (without the locale prefix), as the frame shows it. */
export interface RoutedSportsPage {
  path: string;
  page: SportsPage;
}

export const notFound: SportsPageResult = { kind: 'notFound' };

export function content(
  node: ReactNode,
  options: { refresh?: boolean; index?: boolean } = {},
): SportsPageResult {
  return {
    kind: 'content',
    content: node,
    refresh: options.refresh !== false,
    index: options.index !== false,
  };
}

/** Thrown where platform data answered maintenance or blocked; `loading` turns it into a redirect. */
class PlatformRedirect extends Error {
  constructor(readonly path: string) {
    super(`The platform sends the player to ${path}`);
    this.name = 'PlatformRedirect';
  }
}

/**
 * A page whose data came back as maintenance or blocked sends the player to that page (the
 * platform's redirect). Whatever the page was doing stops there.
 */
export function followPlatformRedirect(loaded: Loaded<unknown>): void {
  if (loaded.ok) return;
  if (loaded.error.kind === 'maintenance') throw new PlatformRedirect('/maintenance');
  if (loaded.error.kind === 'blocked') throw new PlatformRedirect('/blocked');
}

/** A page whose content waits on platform data; a platform redirect on the way is its answer. */
export function loading(load: () => Promise<SportsPageResult>): SportsPage {
  return {
    kind: 'loading',
    load: () =>
      load().catch((error: unknown): SportsPageResult => {
        if (error instanceof PlatformRedirect) return { kind: 'redirect', path: error.path };
        throw error;
      }),
  };
}
