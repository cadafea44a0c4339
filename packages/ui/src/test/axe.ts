import axe, { type ElementContext, type RuleObject } from 'axe-core';
import { act } from 'react';
import { expect } from 'vitest';

/**
 * The axe tags every check runs: WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's best
 * practices (heading order, landmarks), which the checks have always included. Storybook's a11y
 * run (`.storybook/preview.tsx`) uses the same list.
 */
export const axeTags = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
  'best-practice',
] as const;

/** Colour contrast needs real CSS, which jsdom lacks (no layout); the stories check it in a browser. */
const jsdomRules: RuleObject = { 'color-contrast': { enabled: false } };

/** Rules that judge a whole page, which do not apply to a story or component rendered alone. */
export const fragmentRules: RuleObject = {
  region: { enabled: false },
  'landmark-one-main': { enabled: false },
  'page-has-heading-one': { enabled: false },
};

/**
 * Runs axe (WCAG 2.2 AA and best practices) on `context` and expects no violation; `rules` turns
 * rules off (or on) for this check, on top of colour contrast, which jsdom cannot judge.
 */
export async function expectNoAxeViolations(
  context: ElementContext,
  { rules = {} }: { rules?: RuleObject } = {},
): Promise<void> {
  let violations: string[] = [];
  // Radix and friends update state as focus settles; act keeps those updates inside the check.
  await act(async () => {
    const result = await axe.run(context, {
      runOnly: { type: 'tag', values: [...axeTags] },
      rules: { ...jsdomRules, ...rules },
    });
    violations = result.violations.map((violation) => `${violation.id}: ${violation.help}`);
  });
  expect(violations, violations.join('; ')).toEqual([]);
}
