'use client';

import {
  dateTimeText,
  useAppSelector,
  useDisplayTimeZone,
  type AccountTransaction,
} from '@clem/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { Button } from '@clem/ui';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { styled } from 'styled-components';
import { selectAccountId } from '../player/accountId';
import { formatMoney } from '../wallet/walletRules';
import { accountPagesApi, TRANSACTIONS_PAGE_SIZE } from './accountPagesApi';
import { AccountLayout, LoadError, LoadingState, type AccountSectionHrefs } from './AccountLayout';
import { dateOf, Empty, Section, SectionHeading } from './parts';

const TableWrap = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    white-space: nowrap;
  }

  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }

  td[data-numeric] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Pager = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

/** How many pages `total` lines make (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

function Line({ line }: { line: AccountTransaction }) {
  const t = useTranslations('account.transactions');
  const timeZone = useDisplayTimeZone();
  const date = dateOf(line.createdAt);
  const amount = formatMoney(line.amount, line);
  // Core's one shapes: DD/MM/YYYY HH:mm in the player's time zone; the currency code before the
  // amount, as the header, the slip and My Bets show money (the sign stays on the number).
  return (
    <tr>
      <td>{(date && dateTimeText(date, timeZone)) ?? '–'}</td>
      <td>{t(`kinds.${line.kind}`)}</td>
      <td data-numeric="">
        {line.currency} {line.amount > 0 ? `+${amount}` : amount}
      </td>
      <td data-numeric="">
        {line.currency} {formatMoney(line.balanceAfter, line)}
      </td>
      <td>{line.reference ?? '–'}</td>
    </tr>
  );
}

function Transactions() {
  const t = useTranslations('account.transactions');
  const accountId = useAppSelector(selectAccountId);
  const [page, setPage] = useState(1);
  const query = accountPagesApi.useGetAccountTransactionsQuery(
    accountId === null ? skipToken : { accountId, page, pageSize: TRANSACTIONS_PAGE_SIZE },
  );
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (!query.data || query.isFetching) return <LoadingState />;
  const { transactions, total, pageSize } = query.data;
  const pages = pageCount(total, pageSize);
  return (
    <Section aria-labelledby="account-transactions">
      <SectionHeading id="account-transactions">{t('heading')}</SectionHeading>
      {transactions.length === 0 ? (
        <Empty>{t('empty')}</Empty>
      ) : (
        <TableWrap>
          <Table aria-labelledby="account-transactions">
            <thead>
              <tr>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('kind')}</th>
                <th scope="col">{t('amount')}</th>
                <th scope="col">{t('balanceAfter')}</th>
                <th scope="col">{t('reference')}</th>
              </tr>
            </thead>
            <tbody>
              {transactions.map((line) => (
                <Line key={line.id} line={line} />
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}
      {pages > 1 ? (
        <Pager>
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage((p) => Math.max(1, p - 1))}
          >
            {t('previous')}
          </Button>
          <span>{t('page', { page, pages })}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pages}
            onClick={() => setPage((p) => Math.min(pages, p + 1))}
          >
            {t('next')}
          </Button>
        </Pager>
      ) : null}
    </Section>
  );
}

export interface AccountTransactionsPageProps {
  hrefs?: Partial<AccountSectionHrefs>;
}

/**
 * /account/transactions: the sportsbook wallet's ledger, newest first, 20 lines a page (signed
 * amounts, the balance after each line, the bet reference or the operator's note).
 */
export function AccountTransactionsPage({ hrefs }: AccountTransactionsPageProps) {
  return (
    <AccountLayout section="transactions" hrefs={hrefs}>
      <Transactions />
    </AccountLayout>
  );
}
