import { sql } from 'kysely';
import type { SandboxDb } from '../db/schema';

const MINUTE = 60_000;
/** The world promises at least this many prematch events over the next 7 days. */
export const MIN_UPCOMING_PREMATCH = 500;
const WEEK = 7 * 24 * 60 * MINUTE;
/** Where the earliest waiting event lands after a shift: just ahead of now, like a fresh seed. */
const LEAD = 5 * MINUTE;

/**
 * A sandbox started days after its world was seeded finds its prematch events in the past. This
 * moves every event that has not started (prematch and outrights, not live, not finished) and
 * its markets' cut-off times (and open jackpots' closing times) forward by one amount, so the earliest of them starts 5 minutes from
 * `now`: the world looks freshly seeded again, while ids, prices, players and bets stay as they
 * are. Does nothing while the world still has its upcoming week. Answers the shift in ms (0 for
 * none).
 */
export async function refreshStaleWorld(db: SandboxDb, now: Date): Promise<number> {
  const upcoming = await db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('event_type', '=', 'GAME_EVENT')
    .where('is_live', '=', false)
    .where('is_finished', '=', false)
    .where('event_date', '>=', now)
    .where('event_date', '<=', new Date(now.getTime() + WEEK))
    .executeTakeFirstOrThrow();
  if (Number(upcoming.count) >= MIN_UPCOMING_PREMATCH) return 0;

  const earliest = await db
    .selectFrom('events')
    .select((eb) => eb.fn.min<Date | string | null>('event_date').as('first'))
    .where('is_live', '=', false)
    .where('is_finished', '=', false)
    .executeTakeFirstOrThrow();
  if (earliest.first === null) return 0;
  const shift = now.getTime() + LEAD - new Date(earliest.first).getTime();
  if (shift <= 0) return 0;

  const by = sql`make_interval(secs => ${shift / 1000})`;
  await db.transaction().execute(async (trx) => {
    const waiting = trx
      .selectFrom('events')
      .select('id')
      .where('is_live', '=', false)
      .where('is_finished', '=', false);
    await trx
      .updateTable('markets')
      .set({ cutoff_time: sql`cutoff_time + ${by}` })
      .where('event_id', 'in', waiting)
      .execute();
    await trx
      .updateTable('events')
      .set({ event_date: sql`event_date + ${by}` })
      .where('is_live', '=', false)
      .where('is_finished', '=', false)
      .execute();
    // Open jackpots close when their first event starts: they move with their events.
    await trx
      .updateTable('jackpots')
      .set({ closes_at: sql`closes_at + ${by}` })
      .where('status', '=', 'open')
      .execute();
  });
  return shift;
}
