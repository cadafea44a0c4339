import { describe, expect, it } from 'vitest';
import { platformSettingsSchema } from '../platform/schemas/settings';
import { pushUrl } from '../platform/server/platformUrl';
import { liveStreamTarget } from './liveConnection';

describe('the live_stream_url setting', () => {
  it('defaults to the same-origin stream path', () => {
    expect(platformSettingsSchema.parse({}).live_stream_url).toBe('/xapi/marketdata/v1/stream');
    expect(platformSettingsSchema.parse({ live_stream_url: 5 }).live_stream_url).toBe(
      '/xapi/marketdata/v1/stream',
    );
  });

  it('keeps an operator URL, and an empty one (no push: the live data is polled)', () => {
    expect(
      platformSettingsSchema.parse({ live_stream_url: 'https://push.example.com/stream' })
        .live_stream_url,
    ).toBe('https://push.example.com/stream');
    expect(platformSettingsSchema.parse({ live_stream_url: '' }).live_stream_url).toBe('');
  });
});

describe('where the browser opens the live stream', () => {
  const push = 'https://push.example.com';

  it('takes the setting’s path on the push service, never on the brand server', () => {
    expect(liveStreamTarget('/xapi/marketdata/v1/stream', push)).toBe(
      'https://push.example.com/xapi/marketdata/v1/stream',
    );
    expect(liveStreamTarget('/xapi/marketdata/v1/stream?x=1', `${push}/`)).toBe(
      'https://push.example.com/xapi/marketdata/v1/stream?x=1',
    );
  });

  it('takes an absolute URL only on the push service (the one origin the CSP allows)', () => {
    expect(liveStreamTarget('https://push.example.com/stream', push)).toBe(
      'https://push.example.com/stream',
    );
    expect(liveStreamTarget('https://elsewhere.example.com/stream', push)).toBeNull();
    expect(liveStreamTarget('//elsewhere.example.com/stream', push)).toBeNull();
  });

  it('polls when push is off or there is no push service', () => {
    expect(liveStreamTarget('', push)).toBeNull();
    expect(liveStreamTarget('/xapi/marketdata/v1/stream', '')).toBeNull();
    expect(liveStreamTarget('/xapi/marketdata/v1/stream', undefined)).toBeNull();
  });
});

describe('the push service the brand server names (CLEM_PUSH_URL)', () => {
  it('is an http or https origin, else none', () => {
    expect(pushUrl('http://127.0.0.1:4010')).toBe('http://127.0.0.1:4010');
    expect(pushUrl(' https://push.example.com/ ')).toBe('https://push.example.com');
    for (const bad of [
      '',
      undefined,
      'ftp://x',
      'javascript:alert(1)',
      'https://a.b/path',
      'https://u:p@a.b',
      'nonsense',
    ]) {
      expect(pushUrl(bad), String(bad)).toBe('');
    }
  });
});
