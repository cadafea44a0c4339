import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createClock } from './clock';

function fakeReal(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('createClock', () => {
  it('runs with real time at speed 1', () => {
    const real = fakeReal();
    const clock = createClock(real.now, 5000);
    real.advance(250);
    expect(clock.now()).toBe(5250);
  });

  it('freezes, steps and resumes without jumps', () => {
    const real = fakeReal();
    const clock = createClock(real.now, 0);
    real.advance(100);
    clock.freeze();
    real.advance(10_000);
    expect(clock.now()).toBe(100);
    clock.step(60_000);
    expect(clock.now()).toBe(60_100);
    clock.resume();
    real.advance(5);
    expect(clock.now()).toBe(60_105);
  });

  it('runs faster at a higher speed, from the current instant', () => {
    const real = fakeReal();
    const clock = createClock(real.now, 0);
    real.advance(10);
    clock.setSpeed(60);
    real.advance(1000);
    expect(clock.now()).toBe(10 + 60_000);
  });

  it('refuses nonsense', () => {
    const clock = createClock();
    expect(() => clock.setSpeed(0)).toThrow(RangeError);
    expect(() => clock.setSpeed(Number.NaN)).toThrow(RangeError);
    expect(() => clock.step(-1)).toThrow(RangeError);
  });

  it('never goes backwards, whatever the sequence of operations', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('real' as const), ms: fc.integer({ min: 0, max: 10_000 }) }),
      fc.record({ kind: fc.constant('step' as const), ms: fc.integer({ min: 0, max: 10_000 }) }),
      fc.record({ kind: fc.constant('speed' as const), speed: fc.integer({ min: 1, max: 1000 }) }),
      fc.record({ kind: fc.constant('freeze' as const) }),
      fc.record({ kind: fc.constant('resume' as const) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        const real = fakeReal();
        const clock = createClock(real.now, 0);
        let last = clock.now();
        for (const o of ops) {
          if (o.kind === 'real') real.advance(o.ms);
          else if (o.kind === 'step') clock.step(o.ms);
          else if (o.kind === 'speed') clock.setSpeed(o.speed);
          else if (o.kind === 'freeze') clock.freeze();
          else clock.resume();
          expect(clock.now()).toBeGreaterThanOrEqual(last);
          last = clock.now();
        }
      }),
    );
  });
});
