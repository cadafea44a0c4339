import { describe, expect, it } from 'vitest';
import { fontStacks, fontStackSchema } from './fontStacks';

describe('fontStacks', () => {
  it('are all valid system font stacks', () => {
    for (const stack of Object.values(fontStacks)) {
      expect(fontStackSchema.safeParse(stack).success).toBe(true);
    }
  });

  it('include a rounded and a serif stack', () => {
    expect(fontStacks.rounded.startsWith('ui-rounded')).toBe(true);
    expect(fontStacks.serif.endsWith('serif')).toBe(true);
  });

  it('reject web fonts and CSS injection', () => {
    for (const bad of [
      "url('x.woff2'), sans-serif",
      'Arial; } body { color: red',
      '@import x',
      'Arial',
      '',
    ]) {
      expect(fontStackSchema.safeParse(bad).success).toBe(false);
    }
  });
});
