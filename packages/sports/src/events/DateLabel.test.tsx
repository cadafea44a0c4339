import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateLabel } from './DateLabel';

const labels = { today: 'Today', tomorrow: 'Tomorrow' };
// Friday 12 June 2026: 20:00 in London (BST, UTC+1), already 04:00 on the 13th in Tokyo (UTC+9).
const now = new Date('2026-06-12T19:00:00Z');

function label(eventDate: string, timeZone: string): HTMLElement {
  const { container } = render(
    <DateLabel eventDate={eventDate} now={now} timeZone={timeZone} labels={labels} />,
  );
  const time = container.querySelector('time');
  if (!time) throw new Error('no <time> rendered');
  return time;
}

describe('DateLabel', () => {
  it('says today with the time in the zone, in a <time> carrying the instant', () => {
    const time = label('2026-06-12T20:45:00Z', 'Europe/London');
    expect(time).toHaveTextContent('Today 21:45');
    expect(time).toHaveAttribute('datetime', '2026-06-12T20:45:00Z');
    expect(time).toHaveClass('cs-date');
  });

  it('says tomorrow for the next calendar day in the zone', () => {
    expect(label('2026-06-13T12:00:00Z', 'Europe/London')).toHaveTextContent('Tomorrow 13:00');
  });

  it('writes any other day as DD/MM/YYYY HH:mm', () => {
    expect(label('2026-06-21T16:00:00Z', 'Europe/London')).toHaveTextContent('21/06/2026 17:00');
  });

  it('decides today and tomorrow by the calendar of the given zone', () => {
    // Noon UTC on the 13th: tomorrow in London, but later today in Tokyo.
    expect(label('2026-06-13T12:00:00Z', 'Asia/Tokyo')).toHaveTextContent('Today 21:00');
    // 10:00 UTC on the 12th: today in London, yesterday (so a plain date) in Tokyo.
    expect(label('2026-06-12T10:00:00Z', 'Europe/London')).toHaveTextContent('Today 11:00');
    expect(label('2026-06-12T10:00:00Z', 'Asia/Tokyo')).toHaveTextContent('12/06/2026 19:00');
  });
});
