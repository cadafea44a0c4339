import { describe, expect, it } from 'vitest';
import { type TextOutliner, wordmarkSvg } from './wordmarkSvg';

const base = {
  primary: '#0f9d8a',
  onPrimary: '#0f2421',
  accent: '#f5c518',
  ink: '#0b7a6b',
  fontFamily: "system-ui, 'Segoe UI', sans-serif",
};

describe('wordmarkSvg', () => {
  it('draws the mark, the initial and the name in the brand colours', () => {
    const svg = wordmarkSvg({ ...base, name: 'Zedbet' });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('aria-label="Zedbet"');
    expect(svg).toContain('<title>Zedbet</title>');
    expect(svg).toContain('fill="#0f9d8a"');
    expect(svg).toContain('fill="#f5c518"');
    expect(svg).toMatch(/fill="#0f2421">Z<\/text>/);
    expect(svg).toMatch(/fill="#0b7a6b">Zedbet<\/text>/);
    expect(svg).toContain(`font-family="system-ui, 'Segoe UI', sans-serif"`);
  });

  it('escapes the name and widens with it', () => {
    const svg = wordmarkSvg({ ...base, name: '<A&"B>' });
    expect(svg).toContain('&lt;A&amp;&quot;B&gt;');
    expect(svg).not.toContain('<A&');
    const width = (name: string): number =>
      Number(/width="(\d+)"/.exec(wordmarkSvg({ ...base, name }))?.[1]);
    expect(width('Dafabet España')).toBeGreaterThan(width('MSW'));
  });

  it('draws the text as paths when given an outliner, sized by the outlined width', () => {
    const calls: string[] = [];
    const outline: TextOutliner = (text, size) => {
      calls.push(`${text}@${size}`);
      return { width: text.length * 10, path: (x, y) => `M${x} ${y}h${text.length}` };
    };
    const svg = wordmarkSvg({ ...base, name: 'Zedbet', outline });
    expect(calls).toEqual(['Z@22', 'Zedbet@22']);
    expect(svg).not.toContain('<text');
    // The initial is centred in the 40 px mark; the name starts after it.
    expect(svg).toContain('<path d="M15 28h1" fill="#0f2421"/>');
    expect(svg).toContain('<path d="M50 27h6" fill="#0b7a6b"/>');
    expect(svg).toContain('width="114"');
    expect(svg).toContain('aria-label="Zedbet"');
  });

  it('keeps text the outliner cannot draw as text', () => {
    const outline: TextOutliner = (text) =>
      text === 'Z' ? { width: 10, path: () => 'M0 0' } : null;
    const svg = wordmarkSvg({ ...base, name: 'Zedbet', outline });
    expect(svg).toContain('<path d="M0 0" fill="#0f2421"/>');
    expect(svg).toMatch(/fill="#0b7a6b">Zedbet<\/text>/);
  });
});
