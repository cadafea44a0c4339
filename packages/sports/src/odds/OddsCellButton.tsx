import type { OddsCellView } from '../events/rowView';
import { OddsButton } from './OddsButton';

/** The movement and state words every odds button of a page shares, translated by the caller. */
export interface OddsButtonWords {
  movedUp: string;
  movedDown: string;
  suspended: string;
}

/** An odds button for one cell of a server-built view (list rows and the event page's markets). */
export function OddsCellButton({
  cell,
  eventDescription,
  words,
}: {
  cell: OddsCellView;
  eventDescription: string;
  words: OddsButtonWords;
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
      movedUp={words.movedUp}
      movedDown={words.movedDown}
      unavailable={words.suspended}
    />
  );
}
