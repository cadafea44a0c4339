/** A grouping from brand configuration: `key=value,value|key=value` as key -> values. */
export type Grouping = Record<string, string[]>;

type GroupResult = { key: string; values: string[] } | { problem: string };

function parseGroup(group: string): GroupResult {
  const parts = group.split('=');
  if (parts.length !== 2) {
    return { problem: `needs exactly one "=" but has ${parts.length - 1}` };
  }
  const key = (parts[0] ?? '').trim();
  const valueText = (parts[1] ?? '').trim();
  if (key === '') {
    return { problem: 'has an empty key' };
  }
  if (valueText === '') {
    return { problem: `key "${key}" has no values` };
  }
  const values = valueText.split(',').map((value) => value.trim());
  if (values.includes('')) {
    return { problem: `key "${key}" has an empty value` };
  }
  return { key, values };
}

/**
 * Parses the spec's location or currency grouping format, `key=value,value|key=value`, trimming
 * whitespace around every part. The format is all or nothing: any invalid group (not exactly one
 * `=`, an empty key, no values, an empty value, a repeated key) logs one message and gives `{}`.
 * An empty or blank string gives `{}` silently.
 */
export function parseGrouping(
  input: string,
  log: (message: string) => void = console.warn,
): Grouping {
  if (input.trim() === '') {
    return {};
  }
  const entries: [string, string[]][] = [];
  const seen = new Set<string>();
  const groups = input.split('|');
  for (const [index, group] of groups.entries()) {
    const result = parseGroup(group);
    if ('problem' in result || seen.has(result.key)) {
      const problem = 'problem' in result ? result.problem : `repeats key "${result.key}"`;
      log(
        `Invalid grouping ${JSON.stringify(input)}: group ${index + 1} ${JSON.stringify(group)} ${problem}; using an empty mapping`,
      );
      return {};
    }
    seen.add(result.key);
    entries.push([result.key, result.values]);
  }
  // fromEntries defines own properties, so a key like "__proto__" stays plain data.
  return Object.fromEntries(entries);
}
