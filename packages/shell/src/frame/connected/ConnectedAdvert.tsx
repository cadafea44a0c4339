'use client';

import type { Advert } from '@clem/core';
import { Suspense } from 'react';
import { DESKTOP_QUERY, useMediaQuery } from '../../menu/useMediaQuery';
import { lazyThemed } from '../../theme/lazyThemed';

const AdvertContent = lazyThemed(() => import('./AdvertContent').then((m) => m.default));

/**
 * An advert slot of the desktop side columns. The columns are hidden below desktop width, so
 * the advert (and its code) loads only when the page is shown at desktop width; the column
 * around it holds its place. Choice where the spec is silent: a desktop sees its adverts a
 * moment after the page.
 */
export function ConnectedAdvert({ adverts }: { adverts: readonly Advert[] }) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  if (!desktop || adverts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <AdvertContent adverts={adverts} />
    </Suspense>
  );
}
