import type { SerialisedPlatformError } from '@clem/core';
import { Heading, Stack } from '@clem/ui';
import { useTranslations } from 'next-intl';
import { PlatformErrorState } from './PlatformErrorState';

/** The sports page when the platform failed: the page keeps its title and explains. */
export function SportsUnavailable({ error }: { error: SerialisedPlatformError }) {
  const t = useTranslations('sports');
  return (
    <Stack gap={3}>
      <Heading level={1}>{t('title')}</Heading>
      <PlatformErrorState error={error} />
    </Stack>
  );
}
