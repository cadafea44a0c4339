import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  formatHex,
  hexToHsl,
  hslToHex,
  hslToRgb,
  isHexColor,
  mix,
  normalizeHex,
  parseHex,
  relativeLuminance,
  rgbToHsl,
  withLightness,
} from './color';

const hexColor = fc
  .integer({ min: 0, max: 0xffffff })
  .map((value) => `#${value.toString(16).padStart(6, '0')}`);

describe('hex parsing and formatting', () => {
  it('parses #rrggbb and #rgb in either case', () => {
    expect(parseHex('#1A2b3C')).toEqual({ r: 0x1a, g: 0x2b, b: 0x3c });
    expect(parseHex('#fa0')).toEqual({ r: 0xff, g: 0xaa, b: 0x00 });
  });

  it('rejects anything else with a readable error', () => {
    for (const bad of ['teal', '#12345', '123456', '#ggg', '', '#1234567']) {
      expect(isHexColor(bad)).toBe(false);
      expect(() => parseHex(bad)).toThrow(/Invalid hex colour/);
    }
  });

  it('formats lower-case #rrggbb, rounding and clamping channels', () => {
    expect(formatHex({ r: 255.4, g: -3, b: 16.6 })).toBe('#ff0011');
    expect(normalizeHex('#ABC')).toBe('#aabbcc');
  });

  it('round-trips every colour through parse and format', () => {
    fc.assert(fc.property(hexColor, (hex) => formatHex(parseHex(hex)) === hex));
  });
});

describe('HSL conversion', () => {
  it('knows the primaries and greys', () => {
    expect(hexToHsl('#ff0000')).toEqual({ h: 0, s: 1, l: 0.5 });
    expect(hexToHsl('#00ff00')).toEqual({ h: 120, s: 1, l: 0.5 });
    expect(hexToHsl('#0000ff')).toEqual({ h: 240, s: 1, l: 0.5 });
    expect(hexToHsl('#808080').s).toBe(0);
    expect(hslToHex({ h: 0, s: 0.5, l: 0 })).toBe('#000000');
    expect(hslToHex({ h: 200, s: 0.5, l: 1 })).toBe('#ffffff');
  });

  it('round-trips every colour through HSL', () => {
    fc.assert(fc.property(hexColor, (hex) => formatHex(hslToRgb(rgbToHsl(parseHex(hex)))) === hex));
  });

  it('makes luminance grow with lightness at a fixed hue and saturation', () => {
    fc.assert(
      fc.property(hexColor, fc.double({ min: 0, max: 0.9, noNaN: true }), (hex, l) => {
        const darker = withLightness(hex, l);
        const lighter = withLightness(hex, l + 0.1);
        return relativeLuminance(lighter) >= relativeLuminance(darker);
      }),
    );
  });
});

describe('mix', () => {
  it('gives the ends at 0 and 1 and the middle at 0.5', () => {
    expect(mix('#000000', '#ffffff', 0)).toBe('#000000');
    expect(mix('#000000', '#ffffff', 1)).toBe('#ffffff');
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#ff0000', '#0000ff', 2)).toBe('#0000ff');
  });
});

describe('WCAG contrast', () => {
  it('matches the reference values', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('is symmetric and between 1 and 21', () => {
    fc.assert(
      fc.property(hexColor, hexColor, (a, b) => {
        const ratio = contrastRatio(a, b);
        return ratio === contrastRatio(b, a) && ratio >= 1 && ratio <= 21;
      }),
    );
  });
});
