/**
 * Test helper for the generated validators (not generated): deep equality stricter than
 * toStrictEqual. The same prototypes, own keys in the same order, array holes where the other has
 * them, and Object.is on leaves (so -0 is not 0, NaN is NaN). toStrictEqual also compares the
 * `constructor` properties, which fails on an unknown key `constructor` holding NaN.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) {
    return Object.is(a, b);
  }
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const keysA = Reflect.ownKeys(a);
  const keysB = Reflect.ownKeys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every(
      (key, i) =>
        key === keysB[i] &&
        sameValue(
          (a as Record<PropertyKey, unknown>)[key],
          (b as Record<PropertyKey, unknown>)[key],
        ),
    )
  );
}
