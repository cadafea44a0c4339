import { describe, expect, it } from 'vitest';
import {
  DESKTOP_MENU_COLLAPSED_WIDTH,
  DESKTOP_MENU_WIDTH,
  desktopMenuState,
  type DesktopMenuInput,
} from './desktopMenuState';

const base: DesktopMenuInput = {
  expanded: true,
  forcedCollapsed: false,
  hovered: false,
  focusWithin: false,
};

describe('desktopMenuState', () => {
  it('uses the spec widths: 280 px expanded, 46 px collapsed', () => {
    expect(DESKTOP_MENU_WIDTH).toBe(280);
    expect(DESKTOP_MENU_COLLAPSED_WIDTH).toBe(46);
  });

  it('expanded: labels, full width, toggle offered and announced expanded', () => {
    expect(desktopMenuState(base)).toEqual({
      showsLabels: true,
      layoutWidth: 280,
      panelWidth: 280,
      temporary: false,
      toggleAvailable: true,
      toggleExpanded: true,
    });
  });

  it('collapsed: icons only at 46 px', () => {
    expect(desktopMenuState({ ...base, expanded: false })).toMatchObject({
      showsLabels: false,
      layoutWidth: 46,
      panelWidth: 46,
      temporary: false,
      toggleExpanded: false,
    });
  });

  it.each([
    ['hover', { hovered: true }],
    ['keyboard focus', { focusWithin: true }],
  ])('collapsed expands temporarily on %s, overlaying the page', (_name, extra) => {
    const state = desktopMenuState({ ...base, expanded: false, ...extra });
    expect(state).toMatchObject({
      showsLabels: true,
      layoutWidth: 46,
      panelWidth: 280,
      temporary: true,
      toggleExpanded: false,
    });
  });

  it('hovering an expanded menu changes nothing', () => {
    expect(desktopMenuState({ ...base, hovered: true })).toEqual(desktopMenuState(base));
  });

  it('forced collapsed (desktop, not wide): collapsed whatever the choice, no toggle', () => {
    for (const expanded of [true, false]) {
      expect(desktopMenuState({ ...base, expanded, forcedCollapsed: true })).toEqual({
        showsLabels: false,
        layoutWidth: 46,
        panelWidth: 46,
        temporary: false,
        toggleAvailable: false,
        toggleExpanded: false,
      });
    }
  });

  it('forced collapsed still peeks on hover', () => {
    expect(desktopMenuState({ ...base, forcedCollapsed: true, hovered: true })).toMatchObject({
      showsLabels: true,
      layoutWidth: 46,
      panelWidth: 280,
      temporary: true,
    });
  });
});
