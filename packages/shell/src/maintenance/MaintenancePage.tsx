import { useTranslations } from 'next-intl';
import { MaintenanceIcon, PlatformNotice } from './PlatformNotice';

export interface PlatformPageProps {
  /** The brand's display name, e.g. "Zedbet". */
  brandName: string;
  /**
   * The "Try again" target: the sports page in the player's locale, e.g.
   * `localisedPath(brand.locales, locale, '/sports')`. Default `/sports`.
   */
  sportsHref?: string;
}

/**
 * `/maintenance` (account-and-shell §2): where a platform answer whose URL contains
 * "maintenance" sends the player. Calm copy and a "Try again" link back to the sports page.
 * A server component (no hooks beyond next-intl's `useTranslations`); the notice is a client
 * component only for its styles.
 */
export function MaintenancePage({ brandName, sportsHref = '/sports' }: PlatformPageProps) {
  const t = useTranslations('maintenance');
  return (
    <PlatformNotice
      icon={<MaintenanceIcon />}
      title={t('maintenanceTitle')}
      message={t('maintenanceMessage', { brand: brandName })}
      actionLabel={t('tryAgain')}
      actionHref={sportsHref}
    />
  );
}
