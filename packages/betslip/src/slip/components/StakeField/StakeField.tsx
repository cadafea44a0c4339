'use client';

import type { BetKey } from '@clem/core/domain';
import { focusRing, VisuallyHidden } from '@clem/ui';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { styled } from 'styled-components';
import type { SlipActions } from '../../view';

export interface StakeFieldProps {
  /** The bet this stake belongs to (passed back with every call). */
  betKey: BetKey;
  /** What the stake is on: the outcome ("Arsenal") or the line's name ("Trixie"). */
  name: string;
  /** The stake is per line (a system): "Stake per line for Trixie". */
  perLine?: boolean;
  /** The stake as typed (may be ""). */
  value: string;
  /** The currency code shown beside the field ("EUR"). */
  currency: string;
  /** Why the stake cannot be placed, translated; marks the field invalid and describes it. */
  error?: string | undefined;
  /** A translated hint about the stake (a multiple's minimum), read with the field. */
  hint?: string | undefined;
  /** The on-screen keypad types into this field now. */
  active?: boolean;
  /**
   * The layout uses the on-screen keypad: the field opens no device keyboard
   * (`inputMode="none"`); tapping it makes the keypad type into it. A hardware keyboard still types.
   */
  touchKeypad?: boolean;
  /** The slip is busy placing: the stake shows but cannot be changed. */
  locked?: boolean;
  onStakeChange: SlipActions['onStakeChange'];
  onStakeActivate: SlipActions['onStakeActivate'];
}

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const Label = styled.label`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
  font-weight: 600;
`;

const Box = styled.div`
  display: flex;
  align-items: center;
  min-height: 2.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};

  &[data-active] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }

  &[data-invalid] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Input = styled.input`
  flex: 1 1 auto;
  min-width: 0;
  width: 100%;
  height: 2.625rem;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 1rem;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  text-align: end;
  ${focusRing}

  &:read-only {
    cursor: default;
  }
`;

const Currency = styled.span`
  flex: none;
  padding-inline-end: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
  font-weight: 600;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.8125rem;
  font-weight: 600;
`;

/**
 * A labelled stake input. Its accessible name says what it is for ("Stake for Arsenal"), the
 * visible label stays short ("Stake"); the currency, the hint and the error describe it, and an
 * error marks it invalid. Typing calls `onStakeChange(betKey, text)` with the raw text (the
 * container applies the stake rules); focusing or tapping it calls `onStakeActivate(betKey)`.
 */
export function StakeField({
  betKey,
  name,
  perLine = false,
  value,
  currency,
  error,
  hint,
  active = false,
  touchKeypad = false,
  locked = false,
  onStakeChange,
  onStakeActivate,
}: StakeFieldProps) {
  const t = useTranslations('betslip');
  const id = useId();
  const currencyId = `${id}-currency`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [currencyId, hint ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <Field>
      <Label htmlFor={id}>
        <VisuallyHidden>
          {perLine ? t('ui.stakePerLineFor', { name }) : t('ui.stakeFor', { name })}
        </VisuallyHidden>
        <span aria-hidden="true">{perLine ? t('ui.stakePerLine') : t('ui.stake')}</span>
      </Label>
      <Box data-active={active ? '' : undefined} data-invalid={error ? '' : undefined}>
        <Input
          id={id}
          data-bet-key={betKey}
          type="text"
          inputMode={touchKeypad ? 'none' : 'decimal'}
          autoComplete="off"
          spellCheck={false}
          value={value}
          readOnly={locked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onStakeChange(betKey, event.target.value)}
          onFocus={() => {
            if (!locked) onStakeActivate(betKey);
          }}
          onClick={() => {
            // A second tap on the focused field (after Done) brings the keypad back.
            if (!locked && !active) onStakeActivate(betKey);
          }}
        />
        <Currency id={currencyId}>{currency}</Currency>
      </Box>
      {hint ? <Note id={hintId}>{hint}</Note> : null}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Field>
  );
}
