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
 * bar beneath. Plain shapes and `<text>` only, so an app can write it as `public/brand/logo.svg`.
 */
export function wordmarkSvg({
  name,
  primary,
  onPrimary,
  accent,
  ink,
  fontFamily,
}: WordmarkInput): string {
  const initial = Array.from(name)[0] ?? '';
  const textX = height + 10;
  const textWidth = Math.ceil(Array.from(name).length * characterWidth);
  const width = textX + textWidth + 4;
  const label = escapeXml(name);
  const font = escapeXml(fontFamily);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<rect width="${height}" height="${height}" rx="9" fill="${primary}"/>`,
    `<text x="${height / 2}" y="28" text-anchor="middle" font-family="${font}" font-size="${fontSize}" font-weight="700" fill="${onPrimary}">${escapeXml(initial)}</text>`,
    `<text x="${textX}" y="27" font-family="${font}" font-size="${fontSize}" font-weight="700" fill="${ink}">${label}</text>`,
    `<rect x="${textX}" y="33" width="${Math.min(textWidth, 48)}" height="4" rx="2" fill="${accent}"/>`,
    '</svg>',
  ].join('');
}
