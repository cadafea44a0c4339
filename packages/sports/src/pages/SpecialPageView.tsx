import { specialPageVisible, type PlatformSettings, type SpecialPage } from '@clem/core';
import { useTranslations } from 'next-intl';
import { SpecialPageGate } from './SpecialPageGate';
import { Muted, Page, Title } from './parts';

/**
 * A special sports page whose product is outside Clem (betting §2 "Special sports pages"): a
 * clear placeholder with its name, shown only when the §6 gating allows it for this player. The
 * server decides for an anonymous visitor (operator currency and settings); the client island
 * re-checks with the logged-in player's currency and tokens.
 */
/** A catalogue page, or a pseudo-category shown the same way (Jackpot Bet until its issue). */
export type SpecialPageLike = Omit<SpecialPage, 'id'> & { id: string };

export interface SpecialPageViewProps {
  page: SpecialPageLike;
  settings: PlatformSettings;
  localePrefix: string;
}

export function SpecialPageView({ page, settings, localePrefix }: SpecialPageViewProps) {
  const t = useTranslations('sports');
  const anonymousVisible =
    page.gate === null ||
    specialPageVisible(page as SpecialPage, {
      loggedIn: false,
      settings,
      currency: settings.currencyCode,
    });
  return (
    <Page>
      <Title>{page.name}</Title>
      <SpecialPageGate
        page={page}
        anonymousVisible={anonymousVisible}
        texts={{
          placeholder: t('special.placeholder', { name: page.name }),
          unavailable: t('special.unavailable', { name: page.name }),
          checking: t('special.checking', { name: page.name }),
        }}
      />
      <Muted>
        <a href={`${localePrefix}/sports`}>{t('goToSports')}</a>
      </Muted>
    </Page>
  );
}
