import { dateText, type RowLabels } from './rowView';

/**
 * An event's start as the lists show it (betting §2 "Event date label"): "Today 19:45",
 * "Tomorrow 13:00", else "21/06/2026 18:00", in the player's time zone, in a `<time>` that
 * carries the machine-readable instant. Server-compatible: no hooks, no client code; the caller
 * passes the translated words and the current time (so server and client print the same text).
 */
export interface DateLabelProps {
  /** The event's start, an ISO date-time as the platform sends it. */
  eventDate: string;
  /** "Now" for the today/tomorrow decision. */
  now: Date;
  /** IANA zone the label is written in (an invalid zone falls back to UTC). */
  timeZone: string;
  /** The translated "Today" and "Tomorrow". */
  labels: Pick<RowLabels, 'today' | 'tomorrow'>;
}

export function DateLabel({ eventDate, now, timeZone, labels }: DateLabelProps) {
  return (
    <time dateTime={eventDate} className="cs-date">
      {dateText(eventDate, now, timeZone, labels)}
    </time>
  );
}
