import type { OddsCellView } from '../events/rowView';
import { OddsButton } from './OddsButton';

export type { OddsButtonWords } from './OddsWords';

/**
 * An odds button for one cell of a server-built view (list rows and the event page's markets).
 * Its movement and state words come from the list's `OddsWordsProvider`, not from props.
 */
export function OddsCellButton({
  cell,
  eventDescription,
}: {
  cell: OddsCellView;
  eventDescription: string;
}) {
  return (
    <OddsButton
      outcomeId={cell.outcomeId}
      marketId={cell.marketId}
      eventId={cell.eventId}
      decimal={cell.decimal}
      bettable={cell.bettable}
      label={cell.label}
      name={cell.name}
      outcomeDescription={cell.outcomeDescription}
      marketDescription={cell.marketDescription}
      eventDescription={eventDescription}
    />
  );
}
