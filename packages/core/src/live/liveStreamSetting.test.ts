import { describe, expect, it } from 'vitest';
import { platformSettingsSchema } from '../platform/schemas/settings';

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
