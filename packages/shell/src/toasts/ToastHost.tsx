'use client';

import { Suspense, useSyncExternalStore } from 'react';
import { lazyThemed } from '../theme/lazyThemed';
import { loadWithStyleNonce } from '../theme/styleNonce';
import { onToastQueued, toastsRequested } from './notify';

// sonner inserts its stylesheet when its module loads: it gets the page's CSP nonce then.
const SonnerToaster = lazyThemed(() =>
  loadWithStyleNonce(() => import('./SonnerToaster')).then((module) => module.SonnerToaster),
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
