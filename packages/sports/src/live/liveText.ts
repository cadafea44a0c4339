import { isLiveEventFinished, type SportEvent } from '@clem/core';
import type { SportsT } from '../pages/labels';

/**
 * A live event's clock as a short text for lists and the sibling dropdown: "37'", "Half time",
 * "Not started", "Finished" (translated).
 */
export function liveClockText(event: Pick<SportEvent, 'clock' | 'isFinished'>, t: SportsT): string {
  const clock = event.clock;
  if (isLiveEventFinished(event)) return t('inPlay.finished');
  if (!clock) return t('inPlay.inPlay');
  if (clock.status === 'NOT_STARTED') return t('inPlay.notStarted');
  if (clock.status === 'INTERMISSION') return t('inPlay.break');
  return t('inPlay.minutes', { minutes: clock.minutes });
}
