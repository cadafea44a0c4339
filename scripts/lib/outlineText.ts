/**
 * Text as outlines for the generated wordmarks (`public/brand/logo.svg`), in Inter Bold (SIL Open
 * Font License, from @fontsource/inter; a development dependency only: the apps ship the paths).
 *
 * Glyphs are laid out one by one with the font's advances and kerning. opentype.js's own layout
 * applies every substitution feature and stops at ones it does not implement (Inter has some),
 * and a wordmark needs none of them.
 */
import type { OutlinedText, TextOutliner } from '@clem/brand-config';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';

const require = createRequire(import.meta.url);
const FONT_FILE = '@fontsource/inter/files/inter-latin-700-normal.woff';

let font: opentype.Font | undefined;

function interBold(): opentype.Font {
  if (!font) {
    const bytes = readFileSync(require.resolve(FONT_FILE));
    font = opentype.parse(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
  }
  return font;
}

/** Rounds path coordinates to a tenth of a pixel: finer than a 22 px wordmark can show. */
const DECIMALS = 1;

export const outlineText: TextOutliner = (text, fontSize): OutlinedText | null => {
  const face = interBold();
  const glyphs = Array.from(text).map((character) => face.charToGlyph(character));
  // Glyph 0 is .notdef: a character the typeface does not have stays as text.
  if (glyphs.length === 0 || glyphs.some((glyph) => glyph.index === 0)) return null;
  const scale = fontSize / face.unitsPerEm;
  const offsets: number[] = [];
  let advance = 0;
  glyphs.forEach((glyph, index) => {
    const previous = glyphs[index - 1];
    if (previous) advance += face.getKerningValue(previous, glyph) * scale;
    offsets.push(advance);
    advance += (glyph.advanceWidth ?? 0) * scale;
  });
  return {
    width: advance,
    path: (x, baseline) =>
      glyphs
        .map((glyph, index) =>
          glyph.getPath(x + (offsets[index] ?? 0), baseline, fontSize).toPathData(DECIMALS),
        )
        .join(''),
  };
};
