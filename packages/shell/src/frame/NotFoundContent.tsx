import type { BrandConfig } from '@clem/brand-config';
import { useLocale, useTranslations } from 'next-intl';
import { localisedPath } from '../i18n/paths';
import { PlatformNotice } from '../maintenance/PlatformNotice';

/** The frame's 404: what happened and the way back to the sports page, in the player's language. */
export function NotFoundContent({ brand }: { brand: BrandConfig }) {
  const t = useTranslations('shell.notFound');
  const locale = useLocale();
  return (
    <PlatformNotice
      icon={null}
      title={t('title')}
      message={t('message')}
      actionLabel={t('back')}
      actionHref={localisedPath(brand.locales, locale, '/sports')}
    />
  );
}
