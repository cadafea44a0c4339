'use client';

import { Button } from '@clem/ui';
import { useTranslations } from 'next-intl';
import type { SlipActions, SlipPhase } from '../../view';

export interface PlaceButtonProps {
  phase: SlipPhase;
  /** Place is possible now. */
  canPlace: boolean;
  /** Changed prices or spreads must be accepted first: the button accepts them. */
  needsAcceptance: boolean;
  onPlace: SlipActions['onPlace'];
  onAcceptChanges: SlipActions['onAcceptChanges'];
}

/**
 * The slip's main button. Editing: "Place bet" (disabled until `canPlace`), or "Accept changes"
 * while changed prices wait for the player (always enabled, it is how they get unblocked).
 * Placing: "Placing…"; waiting for the operator: "Waiting for approval…"; both disabled and busy.
 */
export function PlaceButton({
  phase,
  canPlace,
  needsAcceptance,
  onPlace,
  onAcceptChanges,
}: PlaceButtonProps) {
  const t = useTranslations('betslip');
  const busy = phase === 'placing' || phase === 'waitingApproval';

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
  return (
    <Button variant="primary" size="lg" fullWidth disabled={!canPlace} onClick={onPlace}>
      {t('ui.placeBet')}
    </Button>
  );
}
