// Both drivers report a broken unique index differently; services need to tell "somebody took this
// name a moment ago" (a conflict to answer) from any other database failure.

/** True when `error` is a unique-constraint violation from better-sqlite3 or pg. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
