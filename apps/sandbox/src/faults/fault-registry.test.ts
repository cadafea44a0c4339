import { describe, expect, it } from 'vitest';
import { FaultRegistry } from './fault-registry';

describe('FaultRegistry', () => {
  it('matches by path prefix, first registered first', () => {
    const faults = new FaultRegistry();
    faults.add({ kind: 'status', status: 503, match: '/xapi/rest/eventpathtree' });
    faults.add({ kind: 'malformed', match: '/xapi' });
    expect(faults.take('/xapi/rest/eventpathtree')?.kind).toBe('status');
    expect(faults.take('/xapi/rest/events')?.kind).toBe('malformed');
    expect(faults.take('/api/all_cached_settings')).toBeUndefined();
  });

  it('uses a fault up after `times` requests', () => {
    const faults = new FaultRegistry();
    faults.add({ kind: 'drop', match: '/api', times: 2 });
    expect(faults.take('/api/x')?.remaining).toBe(1);
    expect(faults.take('/api/x')?.remaining).toBe(0);
    expect(faults.take('/api/x')).toBeUndefined();
    expect(faults.list()).toEqual([]);
  });

  it('keeps a fault without `times` until cleared', () => {
    const faults = new FaultRegistry();
    const fault = faults.add({ kind: 'latency', ms: 10, match: '/' });
    expect(fault).toMatchObject({ id: 1, remaining: null });
    for (let request = 0; request < 5; request += 1) expect(faults.take('/health')).toBeDefined();
    expect(faults.clear()).toBe(1);
    expect(faults.take('/health')).toBeUndefined();
  });
});

describe('FaultRegistry.match and use', () => {
  it('finds a fault without using it up, then uses it by id until it is gone', () => {
    const faults = new FaultRegistry();
    const added = faults.add({ kind: 'bad-event', index: 0, match: '/xapi', times: 1 });
    expect(faults.match('/xapi/rest/events')).toMatchObject({ id: added.id, remaining: 1 });
    expect(faults.match('/api')).toBeUndefined();
    expect(faults.use(added.id)).toMatchObject({ id: added.id, remaining: 0 });
    expect(faults.use(added.id)).toBeUndefined();
    expect(faults.match('/xapi/rest/events')).toBeUndefined();
  });
});
