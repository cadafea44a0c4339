'use client';

import { sportTreeHref, type EventPathNode } from '@clem/core';
import { SportTree } from '@clem/ui';
import { useTranslations } from 'next-intl';

export interface SportTreeNavProps {
  tree: EventPathNode[];
  /** '' for the brand's default locale, else '/es' and so on. */
  localePrefix: string;
}

/**
 * The AZ sports tree (sport, then countries, then leagues), linked to the spec's routes in the
 * current locale. A client island only because sections expand and collapse.
 */
export function SportTreeNav({ tree, localePrefix }: SportTreeNavProps) {
  const t = useTranslations('sports');
  return (
    <SportTree
      nodes={tree}
      hrefFor={(path) => `${localePrefix}${sportTreeHref(path)}`}
      labels={{
        title: t('allSports'),
        events: (count: number) => t('events', { count }),
        expand: (name: string) => t('expand', { name }),
      }}
    />
  );
}
