// Analysis results carry NaN ("undefined for this surface") and occasionally ±Infinity, which JSON
// cannot hold. The server sends them as the strings "NaN", "Infinity" and "-Infinity" (spec part 2 §7:
// "the string NaN becomes a numeric NaN") and the web client turns them back into numbers.

const NON_FINITE = new Map<string, number>([
  ['NaN', NaN],
  ['Infinity', Infinity],
  ['-Infinity', -Infinity],
]);

/** JSON.stringify replacer: non-finite numbers become their names. */
export function nonFiniteReplacer(_key: string, value: unknown): unknown {
  return typeof value === 'number' && !Number.isFinite(value) ? String(value) : value;
}

/** JSON.parse reviver: the strings "NaN", "Infinity", "-Infinity" become numbers again. */
export function nonFiniteReviver(_key: string, value: unknown): unknown {
  return typeof value === 'string' && NON_FINITE.has(value) ? NON_FINITE.get(value) : value;
}

export const stringifyWithNonFinite = (value: unknown): string => JSON.stringify(value, nonFiniteReplacer);
export const parseWithNonFinite = (text: string): unknown => JSON.parse(text, nonFiniteReviver);
