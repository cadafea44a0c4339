'use client';

import { isLowBalance, selectUsername, useAppSelector, type Wallet } from '@clem/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslations } from 'next-intl';
import { styled } from 'styled-components';
import { walletApi } from '../wallet/walletApi';
import { formatMoneyWithCurrency } from '../wallet/walletRules';
import { AccountLayout, LoadError, LoadingState, type AccountSectionHrefs } from './AccountLayout';
import { Facts, Section, SectionHeading } from './parts';

const Low = styled.span`
  margin-left: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 400;
`;

export function BalancesList({ wallet }: { wallet: Wallet }) {
  const t = useTranslations('account.balances');
  const money = (minor: number) => formatMoneyWithCurrency(minor, wallet);
  return (
    <Section aria-labelledby="account-balances">
      <SectionHeading id="account-balances">{t('heading')}</SectionHeading>
      <Facts>
        <dt>{t('balance')}</dt>
        <dd>
          {money(wallet.balance)}
          {isLowBalance(wallet) ? <Low>{t('lowBalance')}</Low> : null}
        </dd>
        <dt>{t('promoCash')}</dt>
        <dd>{money(wallet.promoCash)}</dd>
        <dt>{t('withdrawable')}</dt>
        <dd>{money(wallet.withdrawableAmount)}</dd>
        <dt>{t('leftToWager')}</dt>
        <dd>{money(wallet.totalLeftToWager)}</dd>
      </Facts>
    </Section>
  );
}

function Balances() {
  const username = useAppSelector(selectUsername);
  const query = walletApi.useGetSportsbookBalanceQuery(username ?? skipToken);
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (!query.data) return <LoadingState />;
  return <BalancesList wallet={query.data} />;
}

export interface AccountBalancesPageProps {
  hrefs?: Partial<AccountSectionHrefs>;
}

/**
 * /account/balances: the sportsbook wallet's balance (with the low-balance mark, §3 ≤ 0), promo
 * cash, withdrawable amount and left to wager, read fresh from the balance call.
 */
export function AccountBalancesPage({ hrefs }: AccountBalancesPageProps) {
  return (
    <AccountLayout section="balances" hrefs={hrefs}>
      <Balances />
    </AccountLayout>
  );
}
