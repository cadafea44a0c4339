import { describe, expect, it } from 'vitest';
import { brands } from '../brands/brands';
import { brandStylesheet } from './brandStylesheet';
import { colorVariableName } from './themeCssVariables';
import { themeColorNames } from './themeTokens';

/** The declarations inside the block that follows `selector` (up to its closing brace). */
function block(css: string, selector: string): string {
  const start = css.indexOf(`${selector} {`);
  expect(start).toBeGreaterThanOrEqual(0);
  return css.slice(start, css.indexOf('}', start));
}

describe('brandStylesheet', () => {
  const brand = brands.dafabet;
  const css = brandStylesheet(brand);
  const light = block(css, ':root');
  const dark = block(css, ':root[data-theme="dark"]');
  const media = css.slice(css.indexOf('@media (prefers-color-scheme: dark)'));
  const system = block(media, ':root[data-theme="system"]');

  it('puts every light token and the fonts on :root', () => {
    expect(light).toContain('color-scheme: light;');
    for (const name of themeColorNames) {
      expect(light).toContain(`${colorVariableName(name)}: ${brand.theme.light.colors[name]};`);
    }
    expect(light).toContain(`--clem-font-body: ${brand.typography.body};`);
    expect(light).toContain(`--clem-font-heading: ${brand.typography.heading};`);
    expect(light).toContain(`--clem-font-mono: ${brand.typography.mono};`);
  });

  it('puts every dark token on data-theme="dark" and on system when the device prefers dark', () => {
    for (const section of [dark, system]) {
      expect(section).toContain('color-scheme: dark;');
      for (const name of themeColorNames) {
        expect(section).toContain(`${colorVariableName(name)}: ${brand.theme.dark.colors[name]};`);
      }
    }
  });

  it('has balanced braces and nothing but declarations', () => {
    for (const id of Object.keys(brands) as (keyof typeof brands)[]) {
      const text = brandStylesheet(brands[id]);
      expect(text.split('{').length).toBe(text.split('}').length);
      expect(text).not.toMatch(/url\(|@import|<\/style/i);
    }
  });
});
