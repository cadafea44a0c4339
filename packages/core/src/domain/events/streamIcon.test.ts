import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventHasStream, showStreamIcon } from './streamIcon';

const plain = { sportCode: 'FOOT' };

describe('showStreamIcon (betting §2)', () => {
  it('never shows when live streaming is not allowed', () => {
    fc.assert(
      fc.property(
        fc.record({
          sportCode: fc.constantFrom('FOOT', 'EBSK', 'CSGO', 'TENN'),
          clock: fc.option(fc.constant({ minutes: 1, status: 'RUNNING' }), { nil: undefined }),
          liveStreaming: fc.boolean(),
        }),
        (event) => !showStreamIcon({ streamingAllowed: false, event }),
      ),
    );
  });

  it('shows for an event with a clock, a stream or a stream-capable sport', () => {
    expect(showStreamIcon({ streamingAllowed: true, event: plain })).toBe(false);
    expect(
      showStreamIcon({ streamingAllowed: true, event: { ...plain, clock: { minutes: 3 } } }),
    ).toBe(true);
    expect(
      showStreamIcon({ streamingAllowed: true, event: { ...plain, liveStreaming: true } }),
    ).toBe(true);
    expect(showStreamIcon({ streamingAllowed: true, event: { sportCode: 'EFOT' } })).toBe(true);
    expect(showStreamIcon({ streamingAllowed: true, event: { sportCode: 'LOLS' } })).toBe(true);
  });

  it('counts stream ids, a Betradar id and a tracker as a stream, null ones not', () => {
    expect(eventHasStream({ ...plain, streamIds: ['s-1'] })).toBe(true);
    expect(eventHasStream({ ...plain, streamIds: [] })).toBe(false);
    expect(eventHasStream({ ...plain, betradarId: 5 })).toBe(true);
    expect(eventHasStream({ ...plain, betradarId: null })).toBe(false);
    expect(eventHasStream({ ...plain, trackerId: 'https://t/1' })).toBe(true);
    expect(eventHasStream({ ...plain, trackerId: '' })).toBe(false);
  });
});
