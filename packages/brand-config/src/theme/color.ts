/**
 * Pure colour maths on sRGB hex strings: parsing and formatting, HSL conversion, mixing, and the
 * WCAG 2.x relative luminance and contrast ratio. No DOM, no dependencies.
 */

/** Red, green and blue channels, each 0..255 (fractions allowed before formatting). */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Hue in degrees 0..360, saturation and lightness 0..1. */
export interface Hsl {
  h: number;
  s: number;
  l: number;
}

const hexPattern = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** True for `#rgb` and `#rrggbb` (either case). */
export function isHexColor(value: string): boolean {
  return hexPattern.test(value);
}

export function parseHex(hex: string): Rgb {
  const match = hexPattern.exec(hex);
  const digits = match?.[1];
  if (digits === undefined) {
    throw new Error(`Invalid hex colour "${hex}": expected #rgb or #rrggbb`);
  }
  const full =
    digits.length === 3
      ? digits
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : digits;
  return {
    r: Number.parseInt(full.slice(0, 2), 16),
    g: Number.parseInt(full.slice(2, 4), 16),
    b: Number.parseInt(full.slice(4, 6), 16),
  };
}

function channelHex(value: number): string {
  const clamped = Math.min(255, Math.max(0, Math.round(value)));
  return clamped.toString(16).padStart(2, '0');
}

/** Always `#rrggbb` in lower case; channels are rounded and clamped to 0..255. */
export function formatHex({ r, g, b }: Rgb): string {
  return `#${channelHex(r)}${channelHex(g)}${channelHex(b)}`;
}

/** `#ABC` -> `#aabbcc`; throws on anything that is not a hex colour. */
export function normalizeHex(hex: string): string {
  return formatHex(parseHex(hex));
}

export function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const red = r / 255;
  const green = g / 255;
  const blue = b / 255;
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const l = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) {
    return { h: 0, s: 0, l };
  }
  const s = l > 0.5 ? delta / (2 - max - min) : delta / (max + min);
  let h: number;
  if (max === red) {
    h = ((green - blue) / delta) % 6;
  } else if (max === green) {
    h = (blue - red) / delta + 2;
  } else {
    h = (red - green) / delta + 4;
  }
  return { h: (h * 60 + 360) % 360, s, l };
}

export function hslToRgb({ h, s, l }: Hsl): Rgb {
  const hue = ((h % 360) + 360) % 360;
  const saturation = Math.min(1, Math.max(0, s));
  const lightness = Math.min(1, Math.max(0, l));
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const sector = hue / 60;
  const second = chroma * (1 - Math.abs((sector % 2) - 1));
  const [red, green, blue] =
    sector < 1
      ? [chroma, second, 0]
      : sector < 2
        ? [second, chroma, 0]
        : sector < 3
          ? [0, chroma, second]
          : sector < 4
            ? [0, second, chroma]
            : sector < 5
              ? [second, 0, chroma]
              : [chroma, 0, second];
  const offset = lightness - chroma / 2;
  return { r: (red + offset) * 255, g: (green + offset) * 255, b: (blue + offset) * 255 };
}

export function hexToHsl(hex: string): Hsl {
  return rgbToHsl(parseHex(hex));
}

export function hslToHex(hsl: Hsl): string {
  return formatHex(hslToRgb(hsl));
}

/** The same hue and saturation at another lightness (0..1, clamped). */
export function withLightness(hex: string, lightness: number): string {
  return hslToHex({ ...hexToHsl(hex), l: lightness });
}

/** Linear sRGB-channel mix: `weight` 0 gives `from`, 1 gives `to`. */
export function mix(from: string, to: string, weight: number): string {
  const share = Math.min(1, Math.max(0, weight));
  const a = parseHex(from);
  const b = parseHex(to);
  return formatHex({
    r: a.r + (b.r - a.r) * share,
    g: a.g + (b.g - a.g) * share,
    b: a.b + (b.b - a.b) * share,
  });
}

function linearChannel(value: number): number {
  const c = value / 255;
  // WCAG 2.x quotes 0.03928 here, the sRGB standard 0.04045; no 8-bit value lies between the two.
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.x relative luminance, 0 (black) .. 1 (white). */
export function relativeLuminance(hex: string): number {
  const { r, g, b } = parseHex(hex);
  return 0.2126 * linearChannel(r) + 0.7152 * linearChannel(g) + 0.0722 * linearChannel(b);
}

/** WCAG 2.x contrast ratio, 1 .. 21, symmetric in its arguments. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
