/** A run of text drawn as outlines: its advance width, and its path data at a baseline origin. */
export interface OutlinedText {
  width: number;
  path: (x: number, baseline: number) => string;
}

/**
 * Turns text into outlines at a font size, or null when it cannot (a glyph the typeface lacks):
 * the wordmark then keeps that text as `<text>`.
 */
export type TextOutliner = (text: string, fontSize: number) => OutlinedText | null;

export interface WordmarkInput {
  name: string;
  /** Fill of the mark. */
  primary: string;
  /** Colour of the initial inside the mark. */
  onPrimary: string;
  /** The underline bar. */
  accent: string;
  /** Colour of the name: legible as large text on a light page. */
  ink: string;
  fontFamily: string;
  /**
   * Draws the initial and the name as paths (the generated `public/brand/logo.svg`, see
   * scripts/lib/outlineText.ts). An `<img>` SVG with `<text>` looks up system fonts each time
   * it is decoded, which costs the page's main thread 40–150 ms on a loaded machine (measured
   * in the bench), and it looks different on every system; paths draw the same everywhere.
   */
  outline?: TextOutliner | undefined;
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

const height = 40;
const fontSize = 22;
/** A generous average advance per character so the name never overflows the viewBox. */
const characterWidth = fontSize * 0.68;

/**
 * A small wordmark: a rounded square with the brand's initial, the name beside it and an accent
 * bar beneath. Plain shapes, with the text as `<text>` or, given an outliner, as paths.
 */
export function wordmarkSvg({
  name,
  primary,
  onPrimary,
  accent,
  ink,
  fontFamily,
  outline,
}: WordmarkInput): string {
  const initial = Array.from(name)[0] ?? '';
  const textX = height + 10;
  const outlinedInitial = outline?.(initial, fontSize) ?? null;
  const outlinedName = outline?.(name, fontSize) ?? null;
  const textWidth = Math.ceil(outlinedName?.width ?? Array.from(name).length * characterWidth);
  const width = textX + textWidth + 4;
  const label = escapeXml(name);
  const font = escapeXml(fontFamily);
  const initialShape = outlinedInitial
    ? `<path d="${outlinedInitial.path(height / 2 - outlinedInitial.width / 2, 28)}" fill="${onPrimary}"/>`
    : `<text x="${height / 2}" y="28" text-anchor="middle" font-family="${font}" font-size="${fontSize}" font-weight="700" fill="${onPrimary}">${escapeXml(initial)}</text>`;
  const nameShape = outlinedName
    ? `<path d="${outlinedName.path(textX, 27)}" fill="${ink}"/>`
    : `<text x="${textX}" y="27" font-family="${font}" font-size="${fontSize}" font-weight="700" fill="${ink}">${label}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<rect width="${height}" height="${height}" rx="9" fill="${primary}"/>`,
    initialShape,
    nameShape,
    `<rect x="${textX}" y="33" width="${Math.min(textWidth, 48)}" height="4" rx="2" fill="${accent}"/>`,
    '</svg>',
  ].join('');
}
