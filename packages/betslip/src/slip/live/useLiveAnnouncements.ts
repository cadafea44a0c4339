'use client';

import { useEffect, useRef, useState } from 'react';
import type { SlipPhase, SlipSelectionView, SlipView } from '../view';
import type { Translate } from '../slipView/slipViewInput';
import {
  announcementText,
  coalesceMoves,
  PRICE_ANNOUNCE_INTERVAL_MS,
  pricesMoved,
  type PriceMove,
} from './liveAnnouncements';

/**
 * The text of the slip's polite price region: the first move is said at once, later ones are
 * gathered and said together once `PRICE_ANNOUNCE_INTERVAL_MS` has passed since the last
 * announcement.
 */
export function usePriceAnnouncement(
  selections: readonly SlipSelectionView[],
  t: Translate,
): string {
  const [text, setText] = useState('');
  const previous = useRef(selections);
  const pending = useRef<PriceMove[]>([]);
  const lastAt = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const translate = useRef(t);
  useEffect(() => {
    translate.current = t;
  });

  useEffect(() => {
    const moves = pricesMoved(previous.current, selections);
    previous.current = selections;
    if (moves.length === 0) return;
    pending.current = coalesceMoves(pending.current, moves);
    if (timer.current !== null) return;
    const flush = () => {
      timer.current = null;
      const said = announcementText(pending.current, translate.current);
      pending.current = [];
      if (said === undefined) return;
      lastAt.current = Date.now();
      setText(said);
    };
    const wait =
      lastAt.current === null
        ? 0
        : Math.max(0, lastAt.current + PRICE_ANNOUNCE_INTERVAL_MS - Date.now());
    if (wait === 0) flush();
    else timer.current = setTimeout(flush, wait);
  }, [selections]);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  return text;
}

/**
 * The text of the slip's polite in-play delay region: said when the platform starts holding an
 * in-play bet, and once more when it ends (placed, or not placed: the slip's messages say why).
 * Nothing in between: the countdown on the button is not announced every second.
 */
export function useInPlayDelayAnnouncement(
  view: Pick<SlipView, 'inPlayDelay'> & { phase: SlipPhase },
  t: Translate,
): string {
  const [text, setText] = useState('');
  const held = useRef(false);
  const { inPlayDelay, phase } = view;
  const seconds = inPlayDelay?.seconds;
  useEffect(() => {
    if (seconds !== undefined && !held.current) {
      held.current = true;
      setText(t('live.delayStarted', { seconds }));
      return;
    }
    if (seconds === undefined && held.current && phase !== 'waitingApproval') {
      held.current = false;
      setText(phase === 'success' ? t('live.delayPlaced') : t('live.delayNotPlaced'));
    }
  }, [seconds, phase, t]);
  return text;
}
