import { describe, it, expect } from 'vitest';
import {
  DEFAULT_FOOTER_NAV_ITEMS,
  footerSettingsInput,
  mobileFooterDisabled,
  readFooterCandidates,
} from './footerSettings';

const facts = { layoutHasHeaderAndMenu: true, kironVirtualsEnabled: false };

describe('footerSettingsInput', () => {
  it('gives the defaults for missing settings', () => {
    expect(footerSettingsInput(undefined, facts)).toEqual({
      candidates: [...DEFAULT_FOOTER_NAV_ITEMS],
      menuPlacement: 'left',
      rootPageIsPrematch: true,
      promosHidden: false,
      floatingBetslipEnabled: false,
      myBetsEnabled: true,
      layoutHasHeaderAndMenu: true,
      kironVirtualsEnabled: false,
    });
  });

  it('reads raw strings, JSON text and flags', () => {
    const input = footerSettingsInput(
      {
        footer_nav_items: '["live","menu","kiron-virtuals","bogus"]',
        menu_placement: 'right',
        root_page: 'live',
        hide_promos_in_footer: '1',
        enable_floating_betslip: 'true',
        enable_my_bets: 'false',
      },
      { layoutHasHeaderAndMenu: false, kironVirtualsEnabled: true },
    );
    expect(input).toMatchObject({
      candidates: ['live', 'menu', 'kiron-virtuals'],
      menuPlacement: 'right',
      rootPageIsPrematch: false,
      promosHidden: true,
      floatingBetslipEnabled: true,
      myBetsEnabled: false,
      layoutHasHeaderAndMenu: false,
      kironVirtualsEnabled: true,
    });
  });

  it('falls back on unusable values', () => {
    const input = footerSettingsInput(
      {
        footer_nav_items: 42,
        menu_placement: 'top',
        root_page: null,
        hide_promos_in_footer: 'maybe',
        enable_my_bets: {},
      },
      facts,
    );
    expect(input.candidates).toEqual([...DEFAULT_FOOTER_NAV_ITEMS]);
    expect(input.menuPlacement).toBe('left');
    expect(input.rootPageIsPrematch).toBe(true);
    expect(input.promosHidden).toBe(false);
    expect(input.myBetsEnabled).toBe(true);
  });
});

describe('readFooterCandidates', () => {
  it('accepts arrays and comma text; an all-unknown list gives the default', () => {
    expect(readFooterCandidates(['promos', 'betslip'])).toEqual(['promos', 'betslip']);
    expect(readFooterCandidates('menu, live')).toEqual(['menu', 'live']);
    expect(readFooterCandidates(['nope'])).toEqual([...DEFAULT_FOOTER_NAV_ITEMS]);
    expect(readFooterCandidates('{not json')).toEqual([...DEFAULT_FOOTER_NAV_ITEMS]);
  });
});

describe('mobileFooterDisabled', () => {
  it('is on for disable_mobile_footer or content-only mode', () => {
    expect(mobileFooterDisabled({})).toBe(false);
    expect(mobileFooterDisabled({ disable_mobile_footer: 'true' })).toBe(true);
    expect(mobileFooterDisabled(undefined, true)).toBe(true);
  });
});
