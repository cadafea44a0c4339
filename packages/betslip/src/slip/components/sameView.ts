/**
 * Props equality for the slip's rows (`SelectionCard`, `BetLineRow`), for `React.memo`. The
 * container rebuilds the whole view on every change of the slip, so a row's view object is new
 * each time even when nothing in it changed; comparing its fields (and the fields of the small
 * objects inside it: each-way, a spread change) lets an unchanged row skip its render. Adding a
 * selection then renders the new card, not every card on the slip.
 *
 * Functions (the actions) compare by identity: the container keeps them stable.
 */
export function sameRowProps<P extends object>(previous: P, next: P): boolean {
  return sameFields(previous, next, 2);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.getPrototypeOf(value) === Object.prototype
  );
}

function sameFields(a: object, b: object, depth: number): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  for (const key of keys) {
    if (!(key in right)) return false;
    const x = left[key];
    const y = right[key];
    if (Object.is(x, y)) continue;
    if (depth > 0 && isPlainObject(x) && isPlainObject(y) && sameFields(x, y, depth - 1)) continue;
    return false;
  }
  return true;
}
