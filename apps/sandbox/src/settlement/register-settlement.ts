import type { OutcomeResult } from '../bets/bet-tables';
import type { SandboxDb } from '../db/schema';
import type { SandboxContext } from '../server';
import { resultEvents, type ResultEventsSummary } from './result-event';
import { settleEvents, settleOpenBets, type SettledBet } from './settle';

/**
 * One settlement run at a time per database: the bus (events finishing) and the admin calls
 * queue their runs here, so resulting and paying never interleave. A failed run does not stop
 * the queue.
 */
const queues = new WeakMap<SandboxDb, Promise<unknown>>();

export function runSerialised<T>(db: SandboxDb, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(db) ?? Promise.resolve();
  const run = previous.then(work, work);
  queues.set(
    db,
    run.catch(() => undefined),
  );
  return run;
}

/** Resolves once the settlement runs queued so far are done (failed ones included). */
export function settlementIdle(db: SandboxDb): Promise<void> {
  return (queues.get(db) ?? Promise.resolve()).then(() => undefined);
}

export interface FinishRun {
  results: ResultEventsSummary;
  settled: SettledBet[];
}

type Logger = (message: string, detail?: unknown) => void;

const defaultLog: Logger = (message, detail) =>
  console.error(`sandbox settlement: ${message}`, detail ?? '');

/**
 * Results the events (forced results applied), settles their bets, then tells the world
 * (`eventsResulted`, then `eventsChanged`) about the events it resulted. Serialised.
 */
export function finishAndSettle(
  context: SandboxContext,
  eventIds: readonly number[],
  forced?: Readonly<Record<number, OutcomeResult>>,
  log: Logger = defaultLog,
): Promise<FinishRun> {
  return runSerialised(context.db, async () => {
    const now = new Date(context.clock.now());
    const results = await resultEvents(context.db, eventIds, {
      now,
      ...(forced ? { results: forced } : {}),
    });
    const known = eventIds.filter((id) => !results.unknown.includes(id));
    const settled = await settleEvents(context.db, known, {
      now,
      onSkip: (betId, reason) => log(`bet ${betId} not settled`, reason),
    });
    const resulted = results.resulted.map((event) => event.eventId);
    if (resulted.length > 0) {
      context.bus.emit('eventsResulted', resulted);
      context.bus.emit('eventsChanged', resulted);
    }
    return { results, settled };
  });
}

/**
 * Catches up on everything pending: results the finished events that have no results yet (a
 * run that failed, a restart), then settles every open bet whose legs are all resulted.
 * Serialised.
 */
export function settleEverything(
  context: SandboxContext,
  log: Logger = defaultLog,
): Promise<FinishRun> {
  return runSerialised(context.db, async () => {
    const now = new Date(context.clock.now());
    const unresulted = await context.db
      .selectFrom('events')
      .select('id')
      .where('is_finished', '=', true)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('markets')
            .select('markets.id')
            .whereRef('markets.event_id', '=', 'events.id'),
        ),
      )
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('outcome_results')
              .select('outcome_results.outcome_id')
              .whereRef('outcome_results.event_id', '=', 'events.id'),
          ),
        ),
      )
      .orderBy('id')
      .execute();
    const results = await resultEvents(
      context.db,
      unresulted.map((row) => row.id),
      { now },
    );
    const settled = await settleOpenBets(context.db, {
      now,
      onSkip: (betId, reason) => log(`bet ${betId} not settled`, reason),
    });
    const resulted = results.resulted.map((event) => event.eventId);
    if (resulted.length > 0) {
      context.bus.emit('eventsResulted', resulted);
      context.bus.emit('eventsChanged', resulted);
    }
    return { results, settled };
  });
}

/**
 * Events finishing (the live engine, admin) are resulted and settled in the background: one run
 * at a time, errors logged, never thrown into the bus.
 */
export function registerSettlement(context: SandboxContext, log: Logger = defaultLog): () => void {
  return context.bus.on('eventsFinished', (eventIds) => {
    finishAndSettle(context, eventIds, undefined, log).catch((error: unknown) =>
      log(`resulting events ${eventIds.join(', ')} failed`, error),
    );
  });
}
