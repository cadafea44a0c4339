import { describe, expect, it } from 'vitest';
import { deriveTheme } from './deriveTheme';
import {
  colorVariableName,
  cssVarTheme,
  cssVarTypography,
  fontVariableName,
  themeCssVariables,
} from './themeCssVariables';
import { themeColorNames } from './themeTokens';

describe('CSS variable names', () => {
  it('are kebab-case under --clem-color- and --clem-font-', () => {
    expect(colorVariableName('background')).toBe('--clem-color-background');
    expect(colorVariableName('surfaceRaised')).toBe('--clem-color-surface-raised');
    expect(colorVariableName('onOddsSelected')).toBe('--clem-color-on-odds-selected');
    expect(fontVariableName('heading')).toBe('--clem-font-heading');
  });
});

describe('themeCssVariables', () => {
  it('gives one variable per colour token with its value', () => {
    const tokens = deriveTheme({ primary: '#6a2bd9', accent: '#00d1b2' }).light;
    const variables = themeCssVariables(tokens);
    expect(Object.keys(variables)).toHaveLength(themeColorNames.length);
    for (const name of themeColorNames) {
      expect(variables[colorVariableName(name)]).toBe(tokens.colors[name]);
    }
  });
});

describe('cssVarTheme', () => {
  it('has the shape of the colour tokens with var() values', () => {
    expect(Object.keys(cssVarTheme).sort()).toEqual([...themeColorNames].sort());
    expect(cssVarTheme.primary).toBe('var(--clem-color-primary)');
    expect(cssVarTheme.textMuted).toBe('var(--clem-color-text-muted)');
    expect(Object.isFrozen(cssVarTheme)).toBe(true);
  });

  it('has the font stacks as var() values too', () => {
    expect(cssVarTypography).toEqual({
      body: 'var(--clem-font-body)',
      heading: 'var(--clem-font-heading)',
      mono: 'var(--clem-font-mono)',
    });
  });
});
