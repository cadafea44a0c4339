'use client';

import type { KeypadKey } from '@clem/core/domain';
import { focusRing } from '@clem/ui';
import { useTranslations } from 'next-intl';
import type { KeyboardEvent } from 'react';
import { styled } from 'styled-components';
import type { SlipActions, SlipKeypadView } from '../../view';
import { BackspaceIcon } from '../parts';

export interface KeypadProps {
  keypad: SlipKeypadView;
  actions: Pick<SlipActions, 'onKeypadKey' | 'onQuickStake' | 'onKeypadDone'>;
}

const Pad = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(1.5)};
`;

const Keys = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(1.5)};
`;

const Key = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 0;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 1.125rem;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  touch-action: manipulation;
  ${focusRing}

  &:active {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  svg {
    width: 1.5rem;
    height: 1.5rem;
  }
`;

const QuickKey = styled(Key)`
  font-size: 0.9375rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const DoneKey = styled(Key)`
  border-color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 1rem;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primaryHover};
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const DIGITS: readonly KeypadKey[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** A physical key typed while focus is on the keypad, as a keypad key. */
function keypadKeyOf(event: KeyboardEvent): KeypadKey | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (/^[0-9]$/.test(event.key)) return event.key as KeypadKey;
  if (event.key === '.' || event.key === ',' || event.key === 'Decimal') return '.';
  if (event.key === 'Backspace' || event.key === 'Delete') return 'delete';
  return null;
}

/**
 * The betslip's on-screen keypad (betting-area §2, §5): the four quick stakes, then 1–9, the
 * decimal point (only when the currency has decimals), 0, delete and Done. Every key is a real
 * button (Tab, Enter and Space work); with focus on the keypad, the digit keys, "." / ",",
 * Backspace and Escape of a physical keyboard work too. The keys are calls; the container applies
 * `pressKey` to the active stake.
 */
export function Keypad({ keypad, actions }: KeypadProps) {
  const t = useTranslations('betslip');
  const press = (key: KeypadKey) => actions.onKeypadKey(key);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      actions.onKeypadDone();
      return;
    }
    const key = keypadKeyOf(event);
    if (key === null || (key === '.' && !keypad.hasDecimalPoint)) return;
    event.preventDefault();
    press(key);
  };

  return (
    <Pad role="group" aria-label={t('ui.keypad')} onKeyDown={onKeyDown}>
      {keypad.quickStakes.length > 0 ? (
        <Row role="group" aria-label={t('ui.quickStakes')}>
          {keypad.quickStakes.map((quick) => (
            <QuickKey
              key={quick.stake}
              type="button"
              aria-label={t('ui.quickStake', { amount: quick.label })}
              onClick={() => actions.onQuickStake(quick.stake)}
            >
              {quick.label}
            </QuickKey>
          ))}
        </Row>
      ) : null}
      <Keys>
        {DIGITS.map((digit) => (
          <Key key={digit} type="button" onClick={() => press(digit)}>
            {digit}
          </Key>
        ))}
        {keypad.hasDecimalPoint ? (
          <Key type="button" aria-label={t('ui.decimalPoint')} onClick={() => press('.')}>
            .
          </Key>
        ) : (
          <span aria-hidden="true" />
        )}
        <Key type="button" onClick={() => press('0')}>
          0
        </Key>
        <Key type="button" aria-label={t('ui.delete')} onClick={() => press('delete')}>
          <BackspaceIcon />
        </Key>
      </Keys>
      <DoneKey type="button" onClick={actions.onKeypadDone}>
        {t('ui.done')}
      </DoneKey>
    </Pad>
  );
}
