'use client';

import { Suspense, useSyncExternalStore } from 'react';
import { lazyThemed } from '../theme/lazyThemed';
import { onToastQueued, toastsRequested } from './notify';

const SonnerToaster = lazyThemed(() =>
  import('./SonnerToaster').then((module) => module.SonnerToaster),
);

/**
 * Mounted once in the frame. Until the first notify() it renders nothing and loads no toast
 * library; then it lazily loads sonner's Toaster (SonnerToaster), which drains the queue and
 * shows every later toast directly.
 */
export function ToastHost() {
  const active = useSyncExternalStore(onToastQueued, toastsRequested, () => false);

  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
