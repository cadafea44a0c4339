'use client';

import { dateTimeText, useAppSelector, useDisplayTimeZone, type MyBet } from '@clem/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslations } from 'next-intl';
import { styled } from 'styled-components';
import { selectAccountId } from '../player/accountId';
import { formatMoneyWithCurrency } from '../wallet/walletRules';
import { accountPagesApi } from './accountPagesApi';
import { AccountLayout, LoadError, LoadingState, type AccountSectionHrefs } from './AccountLayout';
import { dateOf, Empty, Section, SectionHeading } from './parts';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Status = styled.span`
  font-weight: 600;
`;

function BetCard({ bet }: { bet: MyBet }) {
  const t = useTranslations('account.bets');
  const timeZone = useDisplayTimeZone();
  const placedDate = dateOf(bet.placedAt);
  // Core's one date shape, DD/MM/YYYY HH:mm in the player's time zone (as My Bets shows it).
  const placed = placedDate ? dateTimeText(placedDate, timeZone) : undefined;
  const money = (minor: number) => formatMoneyWithCurrency(minor, bet);
  const settled = bet.status === 'won' || bet.status === 'lost' || bet.status === 'void';
  return (
    <Card>
      <Row>
        <strong>{bet.description}</strong>
        <Status>{t(`status.${bet.status}`)}</Status>
      </Row>
      {bet.legs.length > 0 ? (
        <Muted>
          {bet.legs.map((leg) => `${leg.eventDescription}: ${leg.outcomeDescription}`).join(' · ')}
        </Muted>
      ) : null}
      <Row>
        <span>
          {t('stake')}: {money(bet.totalStake)}
        </span>
        <span>
          {settled ? t('payout') : t('potentialReturns')}:{' '}
          {money(settled ? bet.payout : bet.potentialReturns)}
        </span>
      </Row>
      <Row>
        <Muted>{t('reference', { reference: bet.reference })}</Muted>
        {placed ? <Muted>{t('placedAt', { date: placed })}</Muted> : null}
      </Row>
    </Card>
  );
}

function BetList({ bets, empty }: { bets: readonly MyBet[]; empty: string }) {
  if (bets.length === 0) return <Empty>{empty}</Empty>;
  return (
    <List>
      {bets.map((bet) => (
        <BetCard key={bet.betId} bet={bet} />
      ))}
    </List>
  );
}

function Bets() {
  const t = useTranslations('account.bets');
  const accountId = useAppSelector(selectAccountId);
  const open = accountPagesApi.useGetOpenBetsQuery(accountId ?? skipToken);
  const settled = accountPagesApi.useGetSettledBetsQuery(
    accountId === null ? skipToken : undefined,
  );
  if (open.isError || settled.isError) {
    return (
      <LoadError
        onRetry={() => {
          if (open.isError) void open.refetch();
          if (settled.isError) void settled.refetch();
        }}
      />
    );
  }
  if (!open.data || !settled.data) return <LoadingState />;
  return (
    <>
      <Section aria-labelledby="account-open-bets">
        <SectionHeading id="account-open-bets">{t('open')}</SectionHeading>
        <BetList bets={open.data.bets} empty={t('noOpen')} />
      </Section>
      <Section aria-labelledby="account-settled-bets">
        <SectionHeading id="account-settled-bets">{t('settled')}</SectionHeading>
        <BetList bets={settled.data.bets} empty={t('noSettled')} />
      </Section>
    </>
  );
}

export interface AccountBetsPageProps {
  hrefs?: Partial<AccountSectionHrefs>;
}

/**
 * /account/bets: the player's open (and pending-approval) bets and the bets settled in the last
 * 24 hours, as simple lists (My Bets in @clem/betslip is the full view).
 */
export function AccountBetsPage({ hrefs }: AccountBetsPageProps) {
  return (
    <AccountLayout section="bets" hrefs={hrefs}>
      <Bets />
    </AccountLayout>
  );
}
