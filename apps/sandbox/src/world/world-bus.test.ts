import { describe, expect, it } from 'vitest';
import { WorldBus } from './world-bus';

describe('WorldBus', () => {
  it('delivers to every listener in order and stops after unsubscribe', () => {
    const bus = new WorldBus();
    const seen: string[] = [];
    const off = bus.on('eventsChanged', (ids) => seen.push(`a:${ids.join(',')}`));
    bus.on('eventsChanged', (ids) => seen.push(`b:${ids.join(',')}`));
    bus.emit('eventsChanged', [1, 2]);
    off();
    bus.emit('eventsChanged', [3]);
    expect(seen).toEqual(['a:1,2', 'b:1,2', 'b:3']);
  });

  it('keeps delivering when one listener throws, and reports the error', () => {
    const errors: unknown[] = [];
    const bus = new WorldBus((error) => errors.push(error));
    let reached = false;
    bus.on('reset', () => {
      throw new Error('boom');
    });
    bus.on('reset', () => {
      reached = true;
    });
    bus.emit('reset');
    expect(reached).toBe(true);
    expect(errors).toHaveLength(1);
  });
});
