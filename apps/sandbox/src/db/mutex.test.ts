import { describe, expect, it } from 'vitest';
import { Mutex } from './mutex';

describe('Mutex', () => {
  it('lets one holder in at a time, in the order they asked', async () => {
    const mutex = new Mutex();
    const events: string[] = [];
    const hold = async (name: string, ticks: number) => {
      const release = await mutex.lock();
      events.push(`${name}:in`);
      for (let tick = 0; tick < ticks; tick += 1) await Promise.resolve();
      events.push(`${name}:out`);
      release();
    };
    await Promise.all([hold('a', 5), hold('b', 1), hold('c', 3)]);
    expect(events).toEqual(['a:in', 'a:out', 'b:in', 'b:out', 'c:in', 'c:out']);
  });

  it('is free again once released', async () => {
    const mutex = new Mutex();
    (await mutex.lock())();
    const release = await mutex.lock();
    release();
  });
});
