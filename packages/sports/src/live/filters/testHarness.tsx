import type { LiveFilterEvent } from '@clem/core';
import { useLiveEventFilter, type LiveFilterMode } from './useLiveEventFilter';

/**
 * A live list as small as can be, for the filters' tests and stories: it hides the events the
 * filter does not show, with the predicate a real list uses.
 */
export function FilteredNames({
  events,
  mode,
}: {
  events: readonly (LiveFilterEvent & { id: number; name: string })[];
  mode: LiveFilterMode;
}) {
  const shows = useLiveEventFilter(mode);
  return (
    <ul aria-label="Live events">
      {events.filter(shows).map((event) => (
        <li key={event.id}>{event.name}</li>
      ))}
    </ul>
  );
}
