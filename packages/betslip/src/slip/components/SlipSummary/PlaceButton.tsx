'use client';

import { Button } from '@clem/ui';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { styled } from 'styled-components';
import type { SlipActions, SlipPhase, SlipView } from '../../view';

export interface PlaceButtonProps {
  phase: SlipPhase;
  /** Place is possible now. */
  canPlace: boolean;
  /** Changed prices or spreads must be accepted first: the button accepts them. */
  needsAcceptance: boolean;
  onPlace: SlipActions['onPlace'];
  onAcceptChanges: SlipActions['onAcceptChanges'];
  /** Why Place is disabled (a selection suspended, prices reconnecting): shown and described. */
  blockedReason?: string | undefined;
  /** Waiting on an in-play bet's delay: the button counts down to its end. */
  inPlayDelay?: SlipView['inPlayDelay'];
}

const Reason = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.8125rem;
  line-height: 1.4;
`;

/** Whole seconds left until `endsAt` (never below 0), ticking once a second. */
export function useSecondsLeft(endsAt: number | undefined): number {
  const left = () =>
    endsAt === undefined ? 0 : Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    if (endsAt === undefined) return undefined;
    const tick = () => setSeconds(Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  return seconds;
}

/**
 * The disabled button while the platform holds an in-play bet: "Placing in-play bet… 4", then
 * "Confirming in-play bet…" once the delay has run out and the answer is on its way. The seconds
 * are not announced (a disabled button is no live region; the slip says the start and the end).
 */
function InPlayCountdownButton({ endsAt }: { endsAt: number }) {
  const t = useTranslations('betslip');
  const seconds = useSecondsLeft(endsAt);
  return (
    <Button variant="primary" size="lg" fullWidth disabled aria-busy="true" data-in-play-delay="">
      {seconds > 0 ? t('live.placingInPlay', { seconds }) : t('live.confirmingInPlay')}
    </Button>
  );
}

/**
 * The slip's main button. Editing: "Place bet" (disabled until `canPlace`, with the reason under
 * it and tied to it by aria-describedby when a selection stands in the way), or "Accept changes"
 * while changed prices wait for the player (always enabled, it is how they get unblocked).
 * Placing: "Placing…"; waiting for the operator: "Waiting for approval…"; an in-play bet held for
 * its delay: the countdown. All disabled and busy.
 *
 * Decision: accepting changed prices is its own press, it never places. Pressing "Accept changes"
 * takes the new prices and the button turns into "Place bet" (focus moves to the first stake),
 * so a player who taps twice in a moving live market never bets at a price they did not see.
 */
export function PlaceButton({
  phase,
  canPlace,
  needsAcceptance,
  onPlace,
  onAcceptChanges,
  blockedReason,
  inPlayDelay,
}: PlaceButtonProps) {
  const t = useTranslations('betslip');
  const reasonId = useId();
  const busy = phase === 'placing' || phase === 'waitingApproval';

  if (phase === 'waitingApproval' && inPlayDelay) {
    return <InPlayCountdownButton endsAt={inPlayDelay.endsAt} />;
  }
  if (busy) {
    return (
      <Button variant="primary" size="lg" fullWidth disabled aria-busy="true">
        {phase === 'placing' ? t('ui.placing') : t('ui.waitingApproval')}
      </Button>
    );
  }
  if (needsAcceptance) {
    return (
      <Button variant="primary" size="lg" fullWidth onClick={onAcceptChanges}>
        {t('ui.acceptChanges')}
      </Button>
    );
  }
  const reason = !canPlace && blockedReason ? blockedReason : undefined;
  return (
    <div>
      <Button
        variant="primary"
        size="lg"
        fullWidth
        disabled={!canPlace}
        aria-describedby={reason ? reasonId : undefined}
        onClick={onPlace}
      >
        {t('ui.placeBet')}
      </Button>
      {reason ? <Reason id={reasonId}>{reason}</Reason> : null}
    </div>
  );
}
