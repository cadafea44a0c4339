import { fetchLiveEvent, fetchLivePageUpTo, LIVE_EVENTS_PER_PAGE } from '../platform/liveCalls';
import { platformRequest } from '../platform/client';
import { PlatformError } from '../platform/errors';
import type { StoreExtra } from '../platform/baseApi';
import type { SportEvent } from '../platform/schemas/events';
import {
  liveChangesResponseSchema,
  type LiveChange,
  type LiveChangesResponse,
} from '../platform/schemas/live';
import type { LiveScope } from './liveState';

/**
 * The live connection's platform calls (betting §7: `livepage`, `livepage/{id}`,
 * `livepage/changes`) over the store's platform client; a pushed change is checked by the
 * connection itself (`parseLiveChangeMessage`). The connection loads this module the first time it
 * has to ask the platform for a snapshot or for changes (a page whose server handed it a seed, and
 * that the push stream keeps current, never does), so the schemas and the validation library are
 * not in a page's first JavaScript.
 */
export interface LiveCalls {
  /** A scope's snapshot; null when the platform has no live event for it (404). */
  loadScope(scope: LiveScope): Promise<{ version: number; events: SportEvent[] } | null>;
  /** The changes after `since` (of `eventIds` only, when given). */
  loadChanges(since: number, eventIds: readonly number[] | null): Promise<LiveChangesAnswer>;
  /** The feed's version now (the changes call without `since`). */
  currentVersion(): Promise<number>;
}

/** A changes answer: reload everything, or the changes up to `version` (`more`: ask again now). */
export type LiveChangesAnswer =
  | { reset: true; version: number }
  | { reset: false; version: number; changes: LiveChange[]; more: boolean };

function changesAnswer(answer: LiveChangesResponse): LiveChangesAnswer {
  if (answer.reset === true) return { reset: true, version: answer.version };
  const changes = Array.isArray(answer.changes) ? (answer.changes as LiveChange[]) : [];
  return { reset: false, version: answer.version, changes, more: answer.more === true };
}

const CHANGES_URL = '/xapi/marketdata/v1/livepage/changes';

function isNotFound(error: unknown): boolean {
  return error instanceof PlatformError && error.status === 404;
}

export function liveCallsOf(extra: StoreExtra): LiveCalls {
  const client = extra.platform;
  return {
    async loadScope(scope) {
      try {
        if (scope.kind === 'event') {
          const page = await fetchLiveEvent(client, scope.eventId);
          return { version: page.version, events: [page.event] };
        }
        const page = await fetchLivePageUpTo(
          client,
          {
            ...(scope.sportCode ? { sportCode: [scope.sportCode] } : {}),
            ...(scope.eventPathIds ? { eventPathIds: scope.eventPathIds } : {}),
            ...(scope.marketsPerEvent !== undefined
              ? { marketsPerEvent: scope.marketsPerEvent }
              : {}),
          },
          scope.eventsPerPage ?? LIVE_EVENTS_PER_PAGE,
        );
        return { version: page.version, events: page.sports.flatMap((sport) => sport.events) };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async loadChanges(since, eventIds) {
      const answer = await platformRequest(client, {
        url: CHANGES_URL,
        method: 'GET',
        params: {
          since,
          ...(eventIds && eventIds.length > 0 ? { eventIds: eventIds.join(',') } : {}),
        },
        schema: liveChangesResponseSchema,
      });
      return changesAnswer(answer);
    },
    async currentVersion() {
      const answer = await platformRequest(client, {
        url: CHANGES_URL,
        method: 'GET',
        schema: liveChangesResponseSchema,
      });
      return answer.version;
    },
  };
}
