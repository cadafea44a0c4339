import { describe, expect, it } from 'vitest';
import { liveChatHref } from './liveChatRules';

const AVAYA = 'https://chat.example.com/avaya';
const base = {
  settings: { avaya_live_chat_url: AVAYA, live_chat_url: 'https://help.example.com/' },
  token: 'avaya-abc',
  isPartnerMatrixAffiliate: false,
  loggedIn: true,
};

describe('liveChatHref', () => {
  it('appends the token for a logged-in, non-affiliate player with a real token', () => {
    expect(liveChatHref(base)).toBe(`${AVAYA}?token=avaya-abc`);
  });
  it('gives the plain URL to a partner-matrix affiliate', () => {
    expect(liveChatHref({ ...base, isPartnerMatrixAffiliate: true })).toBe(AVAYA);
  });
  it('gives the plain URL when the token is FAILED or missing', () => {
    expect(liveChatHref({ ...base, token: 'FAILED' })).toBe(AVAYA);
    expect(liveChatHref({ ...base, token: null })).toBe(AVAYA);
  });
  it('gives the plain URL when not logged in', () => {
    expect(liveChatHref({ ...base, loggedIn: false })).toBe(AVAYA);
  });
  it('falls back to live_chat_url (without the token) when avaya is empty', () => {
    expect(liveChatHref({ ...base, settings: { ...base.settings, avaya_live_chat_url: '' } })).toBe(
      'https://help.example.com/',
    );
  });
  it('is null with no URL or an unsafe one', () => {
    expect(liveChatHref({ ...base, settings: {} })).toBeNull();
    expect(
      liveChatHref({ ...base, settings: { avaya_live_chat_url: 'javascript:alert(1)' } }),
    ).toBeNull();
    expect(liveChatHref({ ...base, settings: { live_chat_url: '/relative' } })).toBeNull();
  });
});
