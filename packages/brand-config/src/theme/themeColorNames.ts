/**
 * Every colour token a component may use, as plain data. Kept apart from the zod schemas in
 * themeTokens.ts so browser code (the CSS-variable theme) does not ship the schema library;
 * a test checks the list matches the schema.
 */
export const themeColorNames = [
  'background',
  'surface',
  'surfaceRaised',
  'border',
  'text',
  'textMuted',
  'primary',
  'onPrimary',
  'primaryHover',
  'accent',
  'onAccent',
  'odds',
  'onOdds',
  'oddsSelected',
  'onOddsSelected',
  'success',
  'warning',
  'danger',
  'onDanger',
  'focus',
] as const;
