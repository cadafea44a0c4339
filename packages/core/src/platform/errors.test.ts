import { AxiosError, AxiosHeaders, CanceledError } from 'axios';
import fc from 'fast-check';
import * as z from 'zod/mini';
import { malformedResponse, normalisePlatformError, PlatformError } from './errors';
import { eventSchema } from './schemas/events';

describe('normalisePlatformError', () => {
  it('maps a request without response to a network error', () => {
    const error = normalisePlatformError(new AxiosError('connect ECONNREFUSED', 'ECONNREFUSED'));
    expect(error.kind).toBe('network');
    expect(error.messageKey).toBe('error-404');
  });

  it('maps cancellations', () => {
    expect(normalisePlatformError(new CanceledError()).kind).toBe('cancelled');
  });

  it('never throws and always gives a PlatformError', () => {
    fc.assert(
      fc.property(fc.anything(), (thrown) => {
        expect(normalisePlatformError(thrown)).toBeInstanceOf(PlatformError);
      }),
    );
  });

  it('survives thrown values that cannot be turned into text', () => {
    for (const thrown of [{ toString: [] }, Object.create(null), Symbol('x'), { valueOf: 1 }]) {
      const error = normalisePlatformError(thrown);
      expect(error).toBeInstanceOf(PlatformError);
      expect(typeof error.message).toBe('string');
    }
  });

  it('keeps the JSON object body of an HTTP error (a refusal), and only that', () => {
    const answer = (status: number, data: unknown) =>
      new AxiosError('refused', 'ERR_BAD_REQUEST', undefined, undefined, {
        status,
        statusText: '',
        headers: {},
        config: { headers: new AxiosHeaders() },
        data,
      });
    const refusal = { success: false, reasonJson: { responseCode: 'RES-00056', message: 'x' } };
    const json = normalisePlatformError(answer(400, JSON.stringify(refusal))).toJSON();
    expect(json.status).toBe(400);
    expect(json.body).toEqual(refusal);
    expect(normalisePlatformError(answer(500, '<html>')).body).toBeUndefined();
    expect(normalisePlatformError(answer(400, '"text"')).body).toBeUndefined();
    expect('body' in normalisePlatformError(answer(502, '')).toJSON()).toBe(false);
  });

  it('serialises without the cause', () => {
    const json = normalisePlatformError(new Error('boom')).toJSON();
    expect(JSON.parse(JSON.stringify(json))).toEqual(json);
  });
});

describe('malformedResponse', () => {
  // zod/mini installs no message locale: its own text would be "Invalid input" for everything.
  const messageFor = (schema: z.ZodMiniType, body: unknown) => {
    const parsed = schema.safeParse(body);
    if (parsed.success) throw new Error('expected a failure');
    return malformedResponse('/xapi/rest/events', parsed.error).message;
  };

  it('names the first problem and its path in its own words', () => {
    const page = z.looseObject({ events: z.array(eventSchema) });
    expect(messageFor(page, { events: [{ id: 'x' }] })).toBe(
      'Malformed response from /xapi/rest/events (events.0.id: expected number)',
    );
    expect(messageFor(z.looseObject({ id: z.int() }), { id: 1.5 })).toMatch(
      /\(id: expected int\)$/,
    );
    expect(messageFor(z.string().check(z.minLength(3)), 'EU')).toMatch(
      /\(\(root\): too small: expected string >= 3\)$/,
    );
    expect(messageFor(z.enum(['open', 'closed']), 'x')).toMatch(
      /expected one of "open"\|"closed"\)$/,
    );
  });

  it("keeps a refinement's own message", () => {
    const event = { ...validEvent(), eventDate: 'soon' };
    expect(messageFor(eventSchema, event)).toMatch(/\(eventDate: expected an ISO date-time\)$/);
  });
});

function validEvent() {
  return {
    id: 1,
    name: 'A vs B',
    slug: '1-a-vs-b',
    sportCode: 'FOOT',
    eventPaths: [{ id: 1, description: 'Football', slug: 'football' }],
    opponents: [],
    eventDate: '2026-11-23T15:00:00.000Z',
  };
}
