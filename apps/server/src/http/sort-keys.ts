// Deterministic JSON for committed, generated files: object keys sorted at every depth, arrays
// kept in order (their order is meaningful, e.g. `required`, `enum`, parameters).
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

export function sortKeysDeep(value: unknown): Json {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (value !== null && typeof value === 'object') {
    const sorted: Record<string, Json> = {};
    for (const key of Object.keys(value).sort()) {
      const child = (value as Record<string, unknown>)[key];
      if (child !== undefined) sorted[key] = sortKeysDeep(child);
    }
    return sorted;
  }
  if (
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    value === null
  ) {
    return value;
  }
  throw new TypeError(`not JSON: ${typeof value}`);
}

export function stableJson(value: unknown): string {
  return `${JSON.stringify(sortKeysDeep(value), null, 2)}\n`;
}
