import { afterEach, describe, expect, it, vi } from 'vitest';
import { labelsAlreadyLocal } from './localDatesCheck';

const now = new Date('2026-11-23T12:00:00Z');
const dates = ['2026-11-23T18:30:00Z', '2026-11-24T09:00:00Z'];

describe('labelsAlreadyLocal', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps UTC labels in a browser at UTC offset, whatever the zone is spelled', () => {
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(0);
    for (const zone of ['UTC', 'Etc/UTC', 'gmt', 'Etc/GMT']) {
      expect(labelsAlreadyLocal(zone, now, dates)).toBe(true);
    }
    expect(labelsAlreadyLocal('UTC', now, [])).toBe(true);
  });

  it('recomputes when the browser is off UTC at now or at any event', () => {
    const spy = vi.spyOn(Date.prototype, 'getTimezoneOffset');
    spy.mockReturnValue(-60);
    expect(labelsAlreadyLocal('UTC', now, dates)).toBe(false);
    // UTC in winter, an hour ahead at the second event (a DST change between).
    spy.mockImplementation(function (this: Date) {
      return this.getTime() >= Date.parse('2026-11-24T00:00:00Z') ? -60 : 0;
    });
    expect(labelsAlreadyLocal('UTC', now, dates)).toBe(false);
    expect(labelsAlreadyLocal('UTC', now, dates.slice(0, 1))).toBe(true);
  });

  it('recomputes for a server zone other than UTC and for a date that does not parse', () => {
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(0);
    expect(labelsAlreadyLocal('Europe/London', now, dates)).toBe(false);
    vi.restoreAllMocks();
    // A real Date of an unparsable string has a NaN offset.
    expect(labelsAlreadyLocal('UTC', now, ['not a date'])).toBe(false);
  });
});
