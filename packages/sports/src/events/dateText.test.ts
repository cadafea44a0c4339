import { describe, expect, it } from 'vitest';
import { dateText } from './rowView';

const labels = { today: 'Today', tomorrow: 'Tomorrow' };
// Friday 12 June 2026: 20:00 in London (BST, UTC+1), already 04:00 on the 13th in Tokyo (UTC+9).
const now = new Date('2026-06-12T19:00:00Z');

const label = (eventDate: string, timeZone: string) => dateText(eventDate, now, timeZone, labels);

describe('dateText (an event date as the lists and the event page show it)', () => {
  it('says today with the time in the zone', () => {
    expect(label('2026-06-12T20:45:00Z', 'Europe/London')).toBe('Today 21:45');
  });

  it('says tomorrow for the next calendar day in the zone', () => {
    expect(label('2026-06-13T12:00:00Z', 'Europe/London')).toBe('Tomorrow 13:00');
  });

  it('writes any other day as DD/MM/YYYY HH:mm', () => {
    expect(label('2026-06-21T16:00:00Z', 'Europe/London')).toBe('21/06/2026 17:00');
  });

  it('decides today and tomorrow by the calendar of the given zone', () => {
    // Noon UTC on the 13th: tomorrow in London, but later today in Tokyo.
    expect(label('2026-06-13T12:00:00Z', 'Asia/Tokyo')).toBe('Today 21:00');
    // 10:00 UTC on the 12th: today in London, yesterday (so a plain date) in Tokyo.
    expect(label('2026-06-12T10:00:00Z', 'Europe/London')).toBe('Today 11:00');
    expect(label('2026-06-12T10:00:00Z', 'Asia/Tokyo')).toBe('12/06/2026 19:00');
  });
});
