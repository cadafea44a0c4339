import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sportsStyles } from '@clem/sports/styles';
import { frameStaticCss } from './staticCss';

const packagesDir = join(__dirname, '..', '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = ['shell', 'ui', 'sports'].flatMap((pkg) => sources(join(packagesDir, pkg, 'src')));
const css = frameStaticCss + sportsStyles;
/** Every class a component sets from the static stylesheets (`cu-`, `ch-`, `cl-`, `cs-`). */
const classPattern = /\b(c[uhls]-[a-z0-9]+(?:-[a-z0-9]+)*)\b/g;

describe('the static stylesheets of the always-loaded parts', () => {
  it('define every static class a component uses', () => {
    const missing: string[] = [];
    for (const file of files) {
      if (/(Css|styles)\.ts$/.test(file)) continue;
      const text = readFileSync(file, 'utf8');
      for (const quoted of text.matchAll(/className=(?:"([^"]*)"|\{`([^`]*)`\}|\{'([^']*)'\})/g)) {
        const value = quoted[1] ?? quoted[2] ?? quoted[3] ?? '';
        for (const [name] of value.matchAll(classPattern)) {
          if (!css.includes(`.${name}`)) missing.push(`${relative(packagesDir, file)}: ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('are whole CSS: no value left undefined, braces balanced', () => {
    expect(css).not.toMatch(/undefined|\[object Object\]|NaN/);
    expect(css.split('{').length).toBe(css.split('}').length);
  });
});
