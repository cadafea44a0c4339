import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, hexToHsl } from './color';
import { ensureContrast, pickOnColor } from './ensureContrast';

const hexColor = fc
  .integer({ min: 0, max: 0xffffff })
  .map((value) => `#${value.toString(16).padStart(6, '0')}`);

describe('ensureContrast', () => {
  it('keeps a colour that already contrasts enough', () => {
    expect(ensureContrast('#222222', ['#ffffff'], 4.5)).toBe('#222222');
  });

  it('moves lightness only, keeping the hue', () => {
    const adjusted = ensureContrast('#3399ff', ['#ffffff'], 4.5);
    expect(contrastRatio(adjusted, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(hexToHsl(adjusted).h).toBeCloseTo(hexToHsl('#3399ff').h, -1);
    expect(hexToHsl(adjusted).l).toBeLessThan(hexToHsl('#3399ff').l);
  });

  it('reaches the minimum against several close backgrounds', () => {
    const adjusted = ensureContrast('#888888', ['#f4f4f4', '#ffffff', '#eeeeee'], 4.5);
    for (const background of ['#f4f4f4', '#ffffff', '#eeeeee']) {
      expect(contrastRatio(adjusted, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('always reaches 4.5 against a single background', () => {
    fc.assert(
      fc.property(hexColor, hexColor, (color, background) => {
        return contrastRatio(ensureContrast(color, [background], 4.5), background) >= 4.5;
      }),
    );
  });
});

describe('pickOnColor', () => {
  it('prefers white, else a dark shade of the background hue', () => {
    expect(pickOnColor('#0b2a5b')).toBe('#ffffff');
    const onYellow = pickOnColor('#ffc400');
    expect(onYellow).not.toBe('#ffffff');
    expect(hexToHsl(onYellow).l).toBeLessThan(0.15);
  });

  it('always gives readable text', () => {
    fc.assert(
      fc.property(
        hexColor,
        (background) => contrastRatio(pickOnColor(background), background) >= 4.5,
      ),
    );
  });
});
