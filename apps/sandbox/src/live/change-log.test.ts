import { describe, expect, it } from 'vitest';
import { ChangeLog, type ChangeDraft } from './change-log';

const draft = (eventId: number | null, minutes = 1): ChangeDraft => ({
  type: 'ce',
  eventId,
  at: Date.UTC(2026, 0, 1),
  payload: { minutes },
});

describe('ChangeLog', () => {
  it('numbers changes one by one and answers what came after a version', () => {
    const log = new ChangeLog(10);
    log.append([draft(1), draft(2), draft(1)]);
    expect(log.version).toBe(3);
    const read = log.read(1, undefined);
    expect(read).toMatchObject({ reset: false, version: 3, more: false });
    expect(read.reset ? [] : read.changes.map((change) => change.version)).toEqual([2, 3]);
    expect(JSON.parse(log.answer(2, undefined))).toEqual({
      version: 3,
      changes: [{ version: 3, type: 'ce', eventId: 1, at: '2026-01-01T00:00:00.000Z', minutes: 1 }],
    });
    expect(log.answer(3, undefined)).toBe('{"version":3,"changes":[]}');
  });

  it('filters by event (event-less changes always pass) and pages with more', () => {
    const log = new ChangeLog(10);
    log.append([draft(1), draft(2), draft(null), draft(2), draft(1)]);
    const read = log.read(0, new Set([2]));
    expect(read.reset ? [] : read.changes.map((change) => change.version)).toEqual([2, 3, 4]);
    expect(log.read(0, undefined, 2)).toMatchObject({ version: 2, more: true });
    expect(JSON.parse(log.answer(0, undefined, 2))).toMatchObject({ version: 2, more: true });
  });

  it('tells readers too far behind, from before a reset, or ahead to reset', () => {
    const log = new ChangeLog(5);
    log.append(Array.from({ length: 12 }, (_, index) => draft(index)));
    expect(log.oldestValid).toBe(7);
    expect(log.read(6, undefined)).toEqual({ reset: true, version: 12 });
    expect(log.read(7, undefined)).toMatchObject({ reset: false, version: 12 });
    expect(log.read(13, undefined)).toEqual({ reset: true, version: 12 });
    const resets: number[] = [];
    log.subscribe(
      () => undefined,
      (version) => resets.push(version),
    );
    log.markReset();
    expect(resets).toEqual([13]);
    expect(log.read(12, undefined)).toEqual({ reset: true, version: 13 });
    expect(log.answer(13, undefined)).toBe('{"version":13,"changes":[]}');
  });

  it('calls subscribers with each appended batch until unsubscribed', () => {
    const log = new ChangeLog(5);
    const seen: number[][] = [];
    const off = log.subscribe((changes) => seen.push(changes.map((change) => change.version)));
    log.append([draft(1), draft(2)]);
    log.append([]);
    off();
    log.append([draft(3)]);
    expect(seen).toEqual([[1, 2]]);
  });
});
