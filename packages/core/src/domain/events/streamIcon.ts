/**
 * The event page's stream icon (betting §2: "shown only if live streaming is allowed and the
 * event has a clock, a stream or a stream-capable sport").
 *
 * Decisions (spec silent):
 * - "A stream" is any stream reference the event carries: `liveStreaming` true, a stream id, a
 *   Betradar id or a tracker id.
 * - Stream-capable sports are the e-sports the spec streams by feed (EBSK, EFOT: the Betgenius
 *   rule) and the Oddin e-sports (CSGO, DOTA, LOLS), which are always streamed.
 */
export const STREAM_CAPABLE_SPORTS: ReadonlySet<string> = new Set([
  'EBSK',
  'EFOT',
  'CSGO',
  'DOTA',
  'LOLS',
]);

export interface StreamIconEvent {
  sportCode: string;
  clock?: unknown;
  liveStreaming?: boolean;
  streamIds?: readonly string[] | undefined;
  betradarId?: number | null | undefined;
  trackerId?: string | null | undefined;
}

export function eventHasStream(event: StreamIconEvent): boolean {
  return (
    event.liveStreaming === true ||
    (event.streamIds?.length ?? 0) > 0 ||
    (event.betradarId !== undefined && event.betradarId !== null) ||
    (typeof event.trackerId === 'string' && event.trackerId !== '')
  );
}

export function showStreamIcon(input: {
  streamingAllowed: boolean;
  event: StreamIconEvent;
}): boolean {
  const { event } = input;
  if (!input.streamingAllowed) return false;
  const hasClock = event.clock !== undefined && event.clock !== null;
  return hasClock || eventHasStream(event) || STREAM_CAPABLE_SPORTS.has(event.sportCode);
}
