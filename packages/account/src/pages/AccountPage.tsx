'use client';

import type { Capabilities } from '@clem/brand-config';
import {
  dateTimeText,
  selectSettings,
  selectUsername,
  settingFlag,
  useAppSelector,
  useDisplayTimeZone,
  type PlayerDetails,
  type PlatformSettings,
} from '@clem/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslations } from 'next-intl';
import { playerApi } from '../player/playerApi';
import { vipTierToShow } from '../player/vipTier';
import { AccountLayout, LoadError, LoadingState, type AccountSectionHrefs } from './AccountLayout';
import { dateOf, Facts, LinkList, Section, SectionHeading } from './parts';

export type UsernameAndEmail = 'username' | 'email' | 'both';

/**
 * display_username_and_email: 'email', 'username' or 'both'. Anything else shows the username
 * only (the sandbox's default; the spec gives none) — the least personal data on screen.
 */
export function usernameAndEmailSetting(settings: PlatformSettings): UsernameAndEmail {
  const value = settings.display_username_and_email;
  return value === 'email' || value === 'both' ? value : 'username';
}

export interface AccountPageLinks {
  /** `user/info/personal-data` through shell's link helper. */
  personalData: string;
  /** `user/history/transactions` through shell's link helper. */
  transactionHistory: string;
}

export interface AccountPageProps {
  /** The four account pages' hrefs (defaults: unprefixed /account paths). */
  hrefs?: Partial<AccountSectionHrefs>;
  links?: Partial<AccountPageLinks>;
  capabilities?: Pick<Capabilities, 'vipBadge'>;
}

const defaultLinks: AccountPageLinks = {
  personalData: 'user/info/personal-data',
  transactionHistory: 'user/history/transactions',
};

function Details({
  details,
  links,
  vipBadge,
}: {
  details: PlayerDetails;
  links: AccountPageLinks;
  vipBadge: boolean;
}) {
  const t = useTranslations('account');
  const timeZone = useDisplayTimeZone();
  const settings = useAppSelector(selectSettings);
  const shown = usernameAndEmailSetting(settings);
  const tier = vipTierToShow({
    vipLevel: details.vipLevel,
    vipBadge,
    displayVipScheme: settingFlag(settings, 'display_vip_scheme'),
  });
  const when = (value: unknown) => {
    // Core's one date shape, DD/MM/YYYY HH:mm in the player's time zone.
    const date = dateOf(value);
    return (date && dateTimeText(date, timeZone)) || t('profile.notAvailable');
  };
  const name = `${details.firstName} ${details.lastName}`.trim();
  return (
    <>
      <Section aria-labelledby="account-details">
        <SectionHeading id="account-details">{t('profile.heading')}</SectionHeading>
        <Facts>
          <dt>{t('profile.name')}</dt>
          <dd>{name || t('profile.notAvailable')}</dd>
          {shown !== 'email' ? (
            <>
              <dt>{t('profile.username')}</dt>
              <dd>{details.username}</dd>
            </>
          ) : null}
          {shown !== 'username' ? (
            <>
              <dt>{t('profile.email')}</dt>
              <dd>{details.email || t('profile.notAvailable')}</dd>
            </>
          ) : null}
          <dt>{t('profile.accountNumber')}</dt>
          <dd>{details.accountNumber || t('profile.notAvailable')}</dd>
          {tier ? (
            <>
              <dt>{t('profile.vipTier')}</dt>
              <dd data-vip-tier={tier}>{t(`vip.${tier}`)}</dd>
            </>
          ) : null}
          <dt>{t('profile.lastLogin')}</dt>
          <dd>{when(details.lastLoginDate)}</dd>
          <dt>{t('profile.registered')}</dt>
          <dd>{when(details.registrationDateTime)}</dd>
        </Facts>
      </Section>
      <nav aria-label={t('profile.links')}>
        <LinkList>
          <li>
            <a href={links.personalData}>{t('profile.personalData')}</a>
          </li>
          <li>
            <a href={links.transactionHistory}>{t('profile.transactionHistory')}</a>
          </li>
        </LinkList>
      </nav>
    </>
  );
}

function AccountDetails({ links, vipBadge }: { links: AccountPageLinks; vipBadge: boolean }) {
  const username = useAppSelector(selectUsername);
  const query = playerApi.useGetPlayerDetailsQuery(username ?? skipToken);
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (!query.data) return <LoadingState />;
  return <Details details={query.data} links={links} vipBadge={vipBadge} />;
}

/**
 * /account (§2 account home): name, username and/or email (display_username_and_email),
 * account number, VIP tier (capability vipBadge and setting display_vip_scheme), last login,
 * registered date, and the personal-data and transaction-history links (hrefs from the lead).
 * Data: the player details call.
 */
export function AccountPage({ hrefs, links, capabilities }: AccountPageProps) {
  return (
    <AccountLayout section="account" hrefs={hrefs}>
      <AccountDetails
        links={{ ...defaultLinks, ...links }}
        vipBadge={capabilities?.vipBadge ?? false}
      />
    </AccountLayout>
  );
}
