import { describe, expect, it } from 'vitest';
import { refusal, serverOptions } from './brandServer.mjs';

describe('the brand server', () => {
  it('refuses TRACE, TRACK and CONNECT with 405 and hands everything else to Next', () => {
    for (const method of ['TRACE', 'track', 'CONNECT']) {
      expect(refusal(method)).toMatchObject({ status: 405, body: 'Method not allowed' });
      expect(refusal(method)?.headers.allow).toBe('GET, HEAD, POST');
    }
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect(refusal(method)).toBeNull();
    }
  });

  it('takes -p and -H like next start, else PORT and CLEM_HOST, else 3000 on loopback', () => {
    expect(serverOptions(['-p', '3100', '-H', '127.0.0.1'], {})).toEqual({
      port: 3100,
      hostname: '127.0.0.1',
    });
    expect(serverOptions([], { PORT: '3200', CLEM_HOST: '0.0.0.0', HOSTNAME: 'box' })).toEqual({
      port: 3200,
      hostname: '0.0.0.0',
    });
    expect(serverOptions([], { HOSTNAME: 'box' })).toEqual({ port: 3000, hostname: 'localhost' });
    expect(() => serverOptions(['-p', 'x'], {})).toThrow(/Bad port/);
  });
});
