// Every database column that holds a blob key. The orphan sweeper deletes a blob only when none of
// these refers to it, so a module that stores a blob key in a new column MUST add the column here —
// otherwise its blobs are taken for orphans once they are older than ORPHAN_GRACE_MS.
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema.ts';

type BlobColumn = {
  [T in keyof DatabaseSchema]: { readonly table: T; readonly column: keyof DatabaseSchema[T] & string };
}[keyof DatabaseSchema];

export const BLOB_COLUMNS: readonly BlobColumn[] = [
  { table: 'files', column: 'source_blob' },
  { table: 'files', column: 'container_blob' },
  { table: 'users', column: 'avatar' },
  { table: 'previews', column: 'blob' },
  { table: 'fork_surfaces', column: 'blob' },
];

export class BlobReferences {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** Those of `keys` that some row refers to. */
  async referenced(keys: readonly string[]): Promise<Set<string>> {
    const found = new Set<string>();
    if (keys.length === 0) return found;
    for (const { table, column } of BLOB_COLUMNS) {
      // Kysely cannot type a column chosen at run time; the table/column pairs above are checked.
      const rows = (await this.db
        .selectFrom(table)
        .select(`${column} as key` as never)
        .where(column as never, 'in', keys as never)
        .execute()) as { key: string | null }[];
      for (const row of rows) if (row.key !== null) found.add(row.key);
    }
    return found;
  }
}
