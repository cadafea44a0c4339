import { LocalDates } from '../islands/LocalDates';
import { PageRefresher } from '../islands/PageRefresher';
import type { SportsContext } from './sportsContext';

/**
 * Every sports page polls itself every 15 s while visible; a page rendered without the player's
 * time zone fixes its dates in the browser once.
 */
export function SportsRefresher({ ctx }: { ctx: SportsContext }) {
  return (
    <>
      <PageRefresher rendered={{ sortBy: ctx.sortBy, layout: ctx.layout }} />
      {ctx.timeZoneKnown ? null : (
        <LocalDates
          serverTimeZone={ctx.timeZone}
          today={ctx.t('today')}
          tomorrow={ctx.t('tomorrow')}
        />
      )}
    </>
  );
}
