/**
 * "Only one toggled submenu section is open at a time" (account-and-shell §2, Side menu) as a pure
 * rule over one open path shared by the whole menu.
 *
 * A section is named by its path of keys from the top of the menu, e.g. `['main', '203']` for a
 * main-tier item with sub-items or `['az', '1', '10']` for a country below a sport in AZ Sports.
 * The menu keeps one `openPath`: a section is open when its path is a prefix of it. Opening a
 * section therefore closes every other section except its own ancestors (a sport stays open while
 * one of its countries opens), which is the spec's "one open at a time" applied level by level:
 * one sport open, then one country inside it (brief: AZ Sports accordion).
 */
export type SectionPath = readonly string[];

/** True when the section at `path` is open. */
export function isSectionOpen(openPath: SectionPath, path: SectionPath): boolean {
  if (path.length === 0 || path.length > openPath.length) return false;
  return path.every((key, index) => openPath[index] === key);
}

/**
 * The open path after pressing the toggle of the section at `path`: an open section closes (with
 * everything below it, its parent stays open); a closed one opens and every unrelated section
 * closes.
 */
export function toggleSection(openPath: SectionPath, path: SectionPath): string[] {
  if (isSectionOpen(openPath, path)) return path.slice(0, -1);
  return [...path];
}

interface Branch {
  children: readonly Branch[];
}

/**
 * The path of keys through `items` down to the deepest item with children that holds a match
 * (for opening the section of the current page at first), or `[]` when none does.
 */
export function sectionPathTo<T extends Branch>(
  items: readonly T[],
  keyOf: (item: T) => string,
  matches: (item: T) => boolean,
): string[] {
  for (const item of items) {
    const children = item.children as readonly T[];
    if (children.length === 0) continue;
    if (children.some(matches)) {
      const deeper = sectionPathTo(children, keyOf, matches);
      return [keyOf(item), ...deeper];
    }
    const deeper = sectionPathTo(children, keyOf, matches);
    if (deeper.length > 0) return [keyOf(item), ...deeper];
  }
  return [];
}
