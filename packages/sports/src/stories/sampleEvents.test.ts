import { eventSchema } from '@clem/core';
import { describe, expect, it } from 'vitest';
import { allSampleEvents } from './sampleEvents';

describe('story sample events', () => {
  it.each(allSampleEvents.map((event) => [event.name, event] as const))(
    '%s is a valid platform event (schema: prices above 1 with at most 3 decimals)',
    (_, event) => {
      expect(eventSchema.parse(event)).toEqual(event);
    },
  );

  it('gives every market and outcome of an event its own id', () => {
    for (const event of allSampleEvents) {
      const markets = event.markets.map((market) => market.id);
      const outcomes = event.markets.flatMap((market) => market.outcomes.map((o) => o.id));
      expect(new Set(markets).size).toBe(markets.length);
      expect(new Set(outcomes).size).toBe(outcomes.length);
    }
  });
});
