'use client';

import { useTranslations } from 'next-intl';
import { styled } from 'styled-components';

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;

  svg {
    width: 2.5rem;
    height: 2.5rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Title = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1rem;
  font-weight: 700;
`;

const Hint = styled.p`
  margin: 0;
  max-width: 18rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  line-height: 1.45;
`;

/** The slip with no selection: "Your betslip is empty" and how to add one. */
export function EmptySlip() {
  const t = useTranslations('betslip');
  return (
    <Empty>
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
        <path d="M9 8h6M9 12h6" />
      </svg>
      <Title>{t('ui.emptyTitle')}</Title>
      <Hint>{t('ui.emptyHint')}</Hint>
    </Empty>
  );
}
