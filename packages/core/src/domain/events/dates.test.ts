import fc from 'fast-check';
import {
  dateFilterRange,
  eventDateLabel,
  isValidTimeZone,
  parseDateFilter,
  type DateFilter,
} from './dates';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('isValidTimeZone', () => {
  it('accepts IANA names and aliases, rejects the rest', () => {
    expect(isValidTimeZone('Europe/London')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('europe/london')).toBe(true);
    expect(isValidTimeZone('Pacific/Kiritimati')).toBe(true);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone(' UTC')).toBe(false);
  });

  // Each run builds an Intl formatter for a random name: about a millisecond each when idle, but
  // a busy machine (a CI beside builds) has taken over 5 s for the hundred runs.
  it('never throws', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (tz) => typeof isValidTimeZone(tz) === 'boolean'),
    );
  });
});

describe('eventDateLabel', () => {
  const now = new Date('2026-06-15T12:00:00Z');

  it('labels today, tomorrow and other days, with HH:mm and DD/MM/YYYY', () => {
    expect(eventDateLabel('2026-06-15T18:05:00Z', now, 'UTC')).toEqual({
      kind: 'today',
      time: '18:05',
      date: '15/06/2026',
    });
    expect(eventDateLabel('2026-06-16T00:00:00Z', now, 'UTC')).toEqual({
      kind: 'tomorrow',
      time: '00:00',
      date: '16/06/2026',
    });
    expect(eventDateLabel('2026-06-17T09:30:00Z', now, 'UTC')).toEqual({
      kind: 'date',
      time: '09:30',
      date: '17/06/2026',
    });
    expect(eventDateLabel(new Date('2026-06-14T23:59:00Z'), now, 'UTC').kind).toBe('date');
  });

  it('decides the day across midnight in the given time zone', () => {
    // 23:30 UTC on the 15th is already the 16th in London (BST, UTC+1).
    const late = new Date('2026-06-15T22:30:00Z');
    expect(eventDateLabel('2026-06-15T23:30:00Z', late, 'UTC').kind).toBe('today');
    expect(eventDateLabel('2026-06-15T23:30:00Z', late, 'Europe/London')).toEqual({
      kind: 'tomorrow',
      time: '00:30',
      date: '16/06/2026',
    });
    // The new year turns over too.
    expect(eventDateLabel('2027-01-01T00:10:00Z', new Date('2026-12-31T23:50:00Z'), 'UTC')).toEqual(
      { kind: 'tomorrow', time: '00:10', date: '01/01/2027' },
    );
  });

  it('follows the DST changes of Europe/London', () => {
    // Spring forward on 29 March 2026 at 01:00 UTC (01:00 GMT becomes 02:00 BST).
    const beforeSpring = new Date('2026-03-28T23:30:00Z');
    expect(eventDateLabel('2026-03-29T00:30:00Z', beforeSpring, 'Europe/London')).toEqual({
      kind: 'tomorrow',
      time: '00:30',
      date: '29/03/2026',
    });
    expect(eventDateLabel('2026-03-29T01:30:00Z', beforeSpring, 'Europe/London').time).toBe(
      '02:30',
    );
    // Fall back on 25 October 2026 at 01:00 UTC: 01:30 happens twice.
    const dayOfFall = new Date('2026-10-25T00:00:00Z');
    expect(eventDateLabel('2026-10-25T00:30:00Z', dayOfFall, 'Europe/London')).toEqual({
      kind: 'today',
      time: '01:30',
      date: '25/10/2026',
    });
    expect(eventDateLabel('2026-10-25T01:30:00Z', dayOfFall, 'Europe/London')).toEqual({
      kind: 'today',
      time: '01:30',
      date: '25/10/2026',
    });
    // 23:30 UTC on the 25th is still the 25th in London once back on GMT.
    expect(eventDateLabel('2026-10-25T23:30:00Z', dayOfFall, 'Europe/London').kind).toBe('today');
    expect(
      eventDateLabel('2026-06-25T23:30:00Z', new Date('2026-06-25T12:00:00Z'), 'Europe/London')
        .kind,
    ).toBe('tomorrow');
  });

  it('handles the far time zones (UTC+14 and UTC-11)', () => {
    const at = new Date('2026-06-15T09:00:00Z');
    const event = '2026-06-15T10:00:00Z';
    // Kiritimati: now 23:00 on the 15th, the event at 00:00 on the 16th.
    expect(eventDateLabel(event, at, 'Pacific/Kiritimati')).toEqual({
      kind: 'tomorrow',
      time: '00:00',
      date: '16/06/2026',
    });
    // Pago Pago: now 22:00 on the 14th, the event at 23:00 on the 14th.
    expect(eventDateLabel(event, at, 'Pacific/Pago_Pago')).toEqual({
      kind: 'today',
      time: '23:00',
      date: '14/06/2026',
    });
    // Pago Pago: 23:30 on the 15th is tomorrow, 00:30 on the 16th two days away.
    expect(eventDateLabel('2026-06-16T10:30:00Z', at, 'Pacific/Pago_Pago').kind).toBe('tomorrow');
    expect(eventDateLabel('2026-06-16T11:30:00Z', at, 'Pacific/Pago_Pago')).toEqual({
      kind: 'date',
      time: '00:30',
      date: '16/06/2026',
    });
    // Kiritimati: 23:59 on the 16th is tomorrow, 00:00 on the 17th two days away.
    expect(eventDateLabel('2026-06-16T09:59:00Z', at, 'Pacific/Kiritimati').kind).toBe('tomorrow');
    expect(eventDateLabel('2026-06-16T10:00:00Z', at, 'Pacific/Kiritimati')).toEqual({
      kind: 'date',
      time: '00:00',
      date: '17/06/2026',
    });
  });

  it('falls back to UTC for an invalid time zone and never throws', () => {
    expect(eventDateLabel('2026-06-15T23:30:00Z', now, 'Not/AZone')).toEqual(
      eventDateLabel('2026-06-15T23:30:00Z', now, 'UTC'),
    );
    expect(eventDateLabel('2026-06-15T23:30:00Z', now, '')).toEqual(
      eventDateLabel('2026-06-15T23:30:00Z', now, 'UTC'),
    );
    expect(eventDateLabel('not a date', now, 'UTC')).toEqual({ kind: 'date', time: '', date: '' });
    expect(eventDateLabel('2026-06-15T23:30:00Z', new Date(Number.NaN), 'UTC')).toEqual({
      kind: 'date',
      time: '23:30',
      date: '15/06/2026',
    });
  });

  it('agrees with the UTC calendar in UTC', () => {
    const instants = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) });
    fc.assert(
      fc.property(instants, instants, (event, at) => {
        const label = eventDateLabel(new Date(event), new Date(at), 'UTC');
        const iso = new Date(event).toISOString();
        expect(label.time).toBe(iso.slice(11, 16));
        expect(label.date).toBe(`${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`);
        const days = Math.floor(event / DAY) - Math.floor(at / DAY);
        expect(label.kind).toBe(days === 0 ? 'today' : days === 1 ? 'tomorrow' : 'date');
      }),
    );
  });
});

describe('parseDateFilter', () => {
  it('accepts today, this_week and 1h to 168h', () => {
    expect(parseDateFilter('today')).toEqual({ kind: 'today' });
    expect(parseDateFilter('this_week')).toEqual({ kind: 'this_week' });
    expect(parseDateFilter('1h')).toEqual({ kind: 'hours', hours: 1 });
    expect(parseDateFilter('48h')).toEqual({ kind: 'hours', hours: 48 });
    expect(parseDateFilter('168h')).toEqual({ kind: 'hours', hours: 168 });
  });

  it('rejects everything else', () => {
    for (const value of [
      undefined,
      null,
      '',
      'Today',
      ' today',
      'week',
      '0h',
      '169h',
      '01h',
      '-3h',
      '3',
      '3H',
      '2.5h',
      '1000h',
      'h',
    ]) {
      expect(parseDateFilter(value)).toBeUndefined();
    }
  });
});

describe('dateFilterRange', () => {
  const now = new Date('2026-06-15T12:34:56.789Z');

  it('today is 24 hours from the current minute', () => {
    expect(dateFilterRange({ kind: 'today' }, now, 'Europe/London')).toEqual({
      dateFrom: '2026-06-15T12:34:00.000Z',
      dateTo: '2026-06-16T12:34:00.000Z',
    });
  });

  it('N hours are from the current minute', () => {
    expect(dateFilterRange({ kind: 'hours', hours: 3 }, now, 'UTC')).toEqual({
      dateFrom: '2026-06-15T12:34:00.000Z',
      dateTo: '2026-06-15T15:34:00.000Z',
    });
  });

  it('this_week is 7 days from the start of the day in the time zone', () => {
    expect(dateFilterRange({ kind: 'this_week' }, now, 'UTC')).toEqual({
      dateFrom: '2026-06-15T00:00:00.000Z',
      dateTo: '2026-06-22T00:00:00.000Z',
    });
    expect(dateFilterRange({ kind: 'this_week' }, now, 'Europe/London')).toEqual({
      dateFrom: '2026-06-14T23:00:00.000Z',
      dateTo: '2026-06-21T23:00:00.000Z',
    });
    expect(dateFilterRange({ kind: 'this_week' }, now, 'Pacific/Kiritimati').dateFrom).toBe(
      '2026-06-15T10:00:00.000Z',
    );
    expect(dateFilterRange({ kind: 'this_week' }, now, 'Pacific/Pago_Pago').dateFrom).toBe(
      '2026-06-15T11:00:00.000Z',
    );
    expect(dateFilterRange({ kind: 'this_week' }, now, 'nowhere')).toEqual(
      dateFilterRange({ kind: 'this_week' }, now, 'UTC'),
    );
  });

  it('this_week starts at the right midnight on DST days', () => {
    // London, 29 March 2026 (spring forward at 01:00 UTC): the day started at 00:00 GMT.
    expect(
      dateFilterRange({ kind: 'this_week' }, new Date('2026-03-29T12:00:00Z'), 'Europe/London')
        .dateFrom,
    ).toBe('2026-03-29T00:00:00.000Z');
    // London, 25 October 2026 (fall back at 01:00 UTC): the day started at 00:00 BST.
    expect(
      dateFilterRange({ kind: 'this_week' }, new Date('2026-10-25T12:00:00Z'), 'Europe/London')
        .dateFrom,
    ).toBe('2026-10-24T23:00:00.000Z');
    // Santiago, 6 September 2026: clocks jump from 00:00 to 01:00, so the day starts at 01:00
    // local (04:00 UTC, the moment of the change).
    expect(
      dateFilterRange({ kind: 'this_week' }, new Date('2026-09-06T15:00:00Z'), 'America/Santiago')
        .dateFrom,
    ).toBe('2026-09-06T04:00:00.000Z');
  });

  const zones = fc.constantFrom(
    'UTC',
    'Europe/London',
    'America/New_York',
    'America/Santiago',
    'Asia/Kolkata',
    'Asia/Kathmandu',
    'Australia/Lord_Howe',
    'Pacific/Chatham',
    'Pacific/Kiritimati',
    'Pacific/Pago_Pago',
  );
  const filters: fc.Arbitrary<DateFilter> = fc.oneof(
    fc.constant({ kind: 'today' as const }),
    fc.constant({ kind: 'this_week' as const }),
    fc.integer({ min: 1, max: 168 }).map((hours) => ({ kind: 'hours' as const, hours })),
  );
  const instants = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2060, 0, 1) });

  it('always has from < to and the exact span', () => {
    fc.assert(
      fc.property(filters, instants, zones, (filter, at, zone) => {
        const range = dateFilterRange(filter, new Date(at), zone);
        const from = Date.parse(range.dateFrom);
        const to = Date.parse(range.dateTo);
        expect(from).toBeLessThan(to);
        const span =
          filter.kind === 'today' ? DAY : filter.kind === 'hours' ? filter.hours * HOUR : 7 * DAY;
        expect(to - from).toBe(span);
        if (filter.kind === 'this_week') {
          // The start of the day: not after now, less than a day before, on the same local day,
          // and a moment earlier is the day before.
          expect(from).toBeLessThanOrEqual(at);
          expect(at - from).toBeLessThan(DAY);
          const label = eventDateLabel(new Date(from), new Date(at), zone);
          expect(label.kind).toBe('today');
          expect(eventDateLabel(new Date(from - 1000), new Date(at), zone).kind).toBe('date');
        } else {
          expect(from % 60_000).toBe(0);
          expect(at - from).toBeLessThan(60_000);
          expect(at - from).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 300 },
    );
  });
});
