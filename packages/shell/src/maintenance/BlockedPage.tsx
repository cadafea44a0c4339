import { useTranslations } from 'next-intl';
import type { PlatformPageProps } from './MaintenancePage';
import { LocationIcon, PlatformNotice } from './PlatformNotice';

/**
 * `/blocked` (account-and-shell §2): shown after a platform answer went to the blocked URL and
 * the page reloaded. Says access from the player's location is not available, with a "Try again"
 * link back to the sports page (e.g. after the player switched networks).
 */
export function BlockedPage({ brandName, sportsHref = '/sports' }: PlatformPageProps) {
  const t = useTranslations('maintenance');
  return (
    <PlatformNotice
      icon={<LocationIcon />}
      title={t('blockedTitle')}
      message={t('blockedMessage', { brand: brandName })}
      actionLabel={t('tryAgain')}
      actionHref={sportsHref}
    />
  );
}
