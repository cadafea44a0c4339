import type { BrandConfig } from '../brandConfigSchema';
import { fontVariableName, themeCssVariables } from './themeCssVariables';

function declarations(variables: Record<string, string>, indent: string): string {
  return Object.entries(variables)
    .map(([name, value]) => `${indent}${name}: ${value};`)
    .join('\n');
}

/**
 * The brand's CSS custom properties, to be inlined in `<head>` before paint: light tokens and
 * font stacks on `:root`, dark tokens for `data-theme="dark"`, and for `data-theme="system"` when
 * the device prefers dark.
 */
export function brandStylesheet(brand: Pick<BrandConfig, 'theme' | 'typography'>): string {
  const fonts = {
    [fontVariableName('body')]: brand.typography.body,
    [fontVariableName('heading')]: brand.typography.heading,
    [fontVariableName('mono')]: brand.typography.mono,
  };
  const light = declarations({ ...themeCssVariables(brand.theme.light), ...fonts }, '  ');
  const dark = themeCssVariables(brand.theme.dark);
  return [
    ':root {',
    '  color-scheme: light;',
    light,
    '}',
    ':root[data-theme="dark"] {',
    '  color-scheme: dark;',
    declarations(dark, '  '),
    '}',
    '@media (prefers-color-scheme: dark) {',
    '  :root[data-theme="system"] {',
    '    color-scheme: dark;',
    declarations(dark, '    '),
    '  }',
    '}',
    '',
  ].join('\n');
}
