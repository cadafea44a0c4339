import { AxiosError, AxiosHeaders, CanceledError } from 'axios';
import fc from 'fast-check';
import { normalisePlatformError, PlatformError } from './errors';

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
