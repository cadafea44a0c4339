import { useTranslations } from 'next-intl';
import type { SportsT } from '../../pages/labels';

/** The `sports` translator as the scoreboards use it (keys built from period codes). */
export function useScoreboardT(): SportsT {
  const t = useTranslations('sports');
  return (key, values) =>
    (t as unknown as (k: string, v?: Record<string, string | number>) => string)(key, values);
}
