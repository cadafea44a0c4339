import type { EventPathNode } from '@clem/core';
import { Heading, Stack } from '@clem/ui';
import { useTranslations } from 'next-intl';
import { SportTreeNav } from './SportTreeNav';

export interface SportsHomeProps {
  tree: EventPathNode[];
  localePrefix: string;
}

/** The prematch home: for now the sport tree; top sports and highlights come with issue 8. */
export function SportsHome({ tree, localePrefix }: SportsHomeProps) {
  const t = useTranslations('sports');
  return (
    <Stack gap={3}>
      <Heading level={1}>{t('title')}</Heading>
      <p>{t('intro')}</p>
      {tree.length === 0 ? (
        <p role="status">{t('empty')}</p>
      ) : (
        <SportTreeNav tree={tree} localePrefix={localePrefix} />
      )}
    </Stack>
  );
}
