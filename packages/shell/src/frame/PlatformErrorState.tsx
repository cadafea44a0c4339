'use client';

import type { SerialisedPlatformError } from '@clem/core';
import { ErrorState } from '@clem/ui';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';

/** A failed platform call, told to the player in their language, with a way to try again. */
export function PlatformErrorState({ error }: { error: SerialisedPlatformError }) {
  const t = useTranslations('errors');
  const router = useRouter();
  const [, startTransition] = useTransition();
  return (
    <ErrorState
      title={t('title')}
      message={t(error.messageKey)}
      retryLabel={t('retry')}
      onRetry={() => startTransition(() => router.refresh())}
    />
  );
}
