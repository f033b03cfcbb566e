// SQL of the public gallery (DESIGN.md §6: SQL only here): the list with every query field of part 1
// §3, categories, likes, comments and staff curation. Full-text search uses each database's own
// engine (migration 0016): FTS5 MATCH on SQLite, a tsvector @@ tsquery on PostgreSQL.
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Dialect } from '../../infra/db/database.ts';
import type { DatabaseSchema } from '../../infra/db/schema.ts';

/** Which text a search reads. */
export type SearchField = 'title' | 'description' | 'system';

/** The list's filters as the service resolves them from the query. */
export interface GalleryFilter {
  readonly categories: readonly string[];
  readonly since: string | undefined;
  /** Words to find (each must match, as a prefix) and the fields they may match in. */
  readonly search: { readonly words: readonly string[]; readonly fields: readonly SearchField[] } | undefined;
  readonly savable: boolean | undefined;
  /** true: only items staff unpublished; false: only published items. */
  readonly staffHidden: boolean;
  readonly staffPicked: boolean | undefined;
  readonly technology: string | undefined;
  readonly username: string | undefined;
  readonly sortBy: 'date' | 'views';
  readonly sortOrder: 'asc' | 'desc';
  readonly offset: number;
  readonly limit: number;
}

/** One row of the list: the link, its file and its author, with counts. */
export interface GalleryRow {
  readonly file_guid: string;
  readonly share_hash: string;
  readonly title: string | null;
  readonly description: string | null;
  readonly search_description: string | null;
  readonly allow_saving: number;
  readonly technology: string;
  readonly public_thumbnail_type: string;
  readonly published_at: string;
  readonly updated_at: string;
  readonly staff_picked: number;
  readonly file_name: string;
  readonly two_d: number;
  readonly modified_at: string;
  readonly username: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly avatar: string | null;
  readonly likes: number | string;
  readonly comments: number | string;
  readonly views: number | string;
}

export interface CommentRow {
  readonly id: string;
  readonly file_guid: string;
  readonly user_id: string;
  readonly text: string;
  readonly created_at: string;
  readonly username: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly avatar: string | null;
}

/** Words as FTS5 / tsquery prefix terms: only letters and digits, so no query syntax gets through. */
export function searchWords(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 10);
}

export class GalleryRepo {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly dialect: Dialect,
  ) {}

  async list(filter: GalleryFilter): Promise<GalleryRow[]> {
    let query = this.db
      .selectFrom('file_shares')
      .innerJoin('files', 'files.guid', 'file_shares.file_guid')
      .innerJoin('users', 'users.id', 'files.owner_id')
      .select([
        'file_shares.file_guid',
        'file_shares.title',
        'file_shares.description',
        'file_shares.search_description',
        'file_shares.allow_saving',
        'file_shares.technology',
        'file_shares.public_thumbnail_type',
        'file_shares.updated_at',
        'file_shares.staff_picked',
        'files.name as file_name',
        'files.two_d',
        'files.modified_at',
        'users.username',
        'users.first_name',
        'users.last_name',
        'users.avatar',
      ])
      .select((eb) => [
        eb.ref('file_shares.share_hash').$notNull().as('share_hash'),
        eb.ref('file_shares.published_at').$notNull().as('published_at'),
        eb
          .selectFrom('gallery_likes')
          .select((sub) => sub.fn.countAll<number>().as('n'))
          .whereRef('gallery_likes.file_guid', '=', 'file_shares.file_guid')
          .$asScalar()
          .$notNull()
          .as('likes'),
        eb
          .selectFrom('gallery_comments')
          .select((sub) => sub.fn.countAll<number>().as('n'))
          .whereRef('gallery_comments.file_guid', '=', 'file_shares.file_guid')
          .$asScalar()
          .$notNull()
          .as('comments'),
        eb.ref('file_shares.view_count').as('views'),
      ])
      .where('file_shares.share_hash', 'is not', null)
      // Password-protected or expired links are not public: the gallery never lists them.
      .where('file_shares.password_hash', 'is', null)
      .where((eb) =>
        eb.or([
          eb('file_shares.expires_at', 'is', null),
          eb('file_shares.expires_at', '>', new Date().toISOString()),
        ]),
      );
    query = filter.staffHidden
      ? query.where('file_shares.staff_hidden', '=', 1)
      : query.where('file_shares.publicly_shared', '=', 1).where('file_shares.staff_hidden', '=', 0);
    for (const category of filter.categories)
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('gallery_categories')
            .select('gallery_categories.file_guid')
            .whereRef('gallery_categories.file_guid', '=', 'file_shares.file_guid')
            .where('gallery_categories.category', '=', category),
        ),
      );
    if (filter.since !== undefined) query = query.where('file_shares.published_at', '>=', filter.since);
    if (filter.savable !== undefined)
      query = query.where('file_shares.allow_saving', '=', filter.savable ? 1 : 0);
    if (filter.staffPicked !== undefined)
      query = query.where('file_shares.staff_picked', '=', filter.staffPicked ? 1 : 0);
    if (filter.technology !== undefined)
      query = query.where('file_shares.technology', '=', filter.technology);
    if (filter.username !== undefined) query = query.where('users.username', '=', filter.username);
    if (filter.search !== undefined) {
      const search = filter.search;
      query = query.where(() => this.matches(search.words, search.fields));
    }
    const order = filter.sortOrder;
    query =
      filter.sortBy === 'views'
        ? query.orderBy('file_shares.view_count', order).orderBy('file_shares.published_at', order)
        : query.orderBy('file_shares.published_at', order);
    const rows = await query
      .orderBy('file_shares.file_guid', order)
      .offset(filter.offset)
      .limit(filter.limit)
      .execute();
    return rows;
  }

  /** The full-text condition: every word (as a prefix) in one of `fields`. */
  private matches(words: readonly string[], fields: readonly SearchField[]): Expression<SqlBool> {
    if (this.dialect === 'postgres') {
      const tsquery = words.map((w) => `${w}:*`).join(' & ');
      const vector =
        fields.length === 3
          ? sql`file_shares.search_vector`
          : sql.join(
              fields.map(
                (f) => sql`to_tsvector('simple', coalesce(${sql.ref(`file_shares.search_${f}`)}, ''))`,
              ),
              sql` || `,
            );
      return sql<SqlBool>`(${vector}) @@ to_tsquery('simple', ${tsquery})`;
    }
    const columns = fields.map((f) => `search_${f}`).join(' ');
    // The parentheses make the column filter apply to every word, not only the first.
    const match = `{${columns}} : (${words.map((w) => `"${w}"*`).join(' AND ')})`;
    // The unary + keeps SQLite from driving the query by rowid from the match set (every match read
    // and sorted, ~60 ms for a word in 8 % of 100,000 items): it walks the list order's index
    // (0025) instead, testing each row against the match set, and stops after one page (bench
    // gallery-load).
    return sql<SqlBool>`+file_shares.rowid in (select rowid from gallery_fts where gallery_fts match ${match})`;
  }

  categoriesOf(fileGuid: string): Promise<string[]> {
    return this.db
      .selectFrom('gallery_categories')
      .select('category')
      .where('file_guid', '=', fileGuid)
      .orderBy('category')
      .execute()
      .then((rows) => rows.map((r) => r.category));
  }

  /** The categories of these files, by file. */
  async categoriesOfAll(fileGuids: readonly string[]): Promise<Map<string, string[]>> {
    const byFile = new Map<string, string[]>();
    if (fileGuids.length === 0) return byFile;
    const rows = await this.db
      .selectFrom('gallery_categories')
      .select(['file_guid', 'category'])
      .where('file_guid', 'in', [...fileGuids])
      .orderBy('category')
      .execute();
    for (const row of rows) byFile.set(row.file_guid, [...(byFile.get(row.file_guid) ?? []), row.category]);
    return byFile;
  }

  async setCategories(fileGuid: string, categories: readonly string[]): Promise<void> {
    await this.db.deleteFrom('gallery_categories').where('file_guid', '=', fileGuid).execute();
    if (categories.length > 0)
      await this.db
        .insertInto('gallery_categories')
        .values(categories.map((category) => ({ file_guid: fileGuid, category })))
        .execute();
  }

  async like(fileGuid: string, userId: string, at: string): Promise<void> {
    await this.db
      .insertInto('gallery_likes')
      .values({ file_guid: fileGuid, user_id: userId, created_at: at })
      .onConflict((oc) => oc.columns(['file_guid', 'user_id']).doNothing())
      .execute();
  }

  async unlike(fileGuid: string, userId: string): Promise<void> {
    await this.db
      .deleteFrom('gallery_likes')
      .where('file_guid', '=', fileGuid)
      .where('user_id', '=', userId)
      .execute();
  }

  async likes(fileGuid: string): Promise<number> {
    const row = await this.db
      .selectFrom('gallery_likes')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('file_guid', '=', fileGuid)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async liked(fileGuid: string, userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('gallery_likes')
      .select('user_id')
      .where('file_guid', '=', fileGuid)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async commentCount(fileGuid: string): Promise<number> {
    const row = await this.db
      .selectFrom('gallery_comments')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('file_guid', '=', fileGuid)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  comments(fileGuid: string): Promise<CommentRow[]> {
    return this.db
      .selectFrom('gallery_comments')
      .innerJoin('users', 'users.id', 'gallery_comments.user_id')
      .select([
        'gallery_comments.id',
        'gallery_comments.file_guid',
        'gallery_comments.user_id',
        'gallery_comments.text',
        'gallery_comments.created_at',
        'users.username',
        'users.first_name',
        'users.last_name',
        'users.avatar',
      ])
      .where('gallery_comments.file_guid', '=', fileGuid)
      .orderBy('gallery_comments.created_at')
      .orderBy('gallery_comments.id')
      .execute();
  }

  async addComment(row: {
    id: string;
    file_guid: string;
    user_id: string;
    text: string;
    created_at: string;
  }): Promise<void> {
    await this.db.insertInto('gallery_comments').values(row).execute();
  }

  /** Deletes the comment if it belongs to this item; whether it did. */
  async deleteComment(fileGuid: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('gallery_comments')
      .where('file_guid', '=', fileGuid)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
