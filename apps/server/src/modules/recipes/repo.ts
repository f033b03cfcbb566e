// SQL of recipes, saved settings and the files' recipeDetails (migration 0023; DESIGN.md §6: SQL only
// here). The tables are declared here, not in infra/db/schema.ts, and added to the database type with
// Kysely's withTables: only this module reads them.
import type { Kysely } from 'kysely';
import type { DatabaseSchema, DbTimestamp } from '../../infra/db/schema.ts';

export interface RecipesTable {
  id: string;
  owner_id: string;
  name: string;
  /** The trimmed, case-folded name: unique per owner. */
  name_key: string;
  /** JSON of the validated recipe file (contract RecipeFile). */
  recipe: string;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
}

export interface SavedSettingsTable {
  id: string;
  owner_id: string;
  /** contract AnalysisFeatureKind */
  feature: string;
  name: string;
  name_key: string;
  /** JSON of the validated, defaulted settings. */
  settings: string;
  created_at: DbTimestamp;
  updated_at: DbTimestamp;
}

export interface FileRecipeDetailsTable {
  file_guid: string;
  /** JSON of contract RecipeDetails. */
  details: string;
  updated_at: DbTimestamp;
}

export type RecipesTables = {
  recipes: RecipesTable;
  saved_settings: SavedSettingsTable;
  file_recipe_details: FileRecipeDetailsTable;
};

export type RecipeRow = RecipesTable;
export type SavedSettingsRow = SavedSettingsTable;

/** The key two names collide on: trimmed and case-folded. */
export function nameKeyOf(name: string): string {
  return name.trim().toLocaleLowerCase('en');
}

export class RecipesRepo {
  private readonly db: Kysely<DatabaseSchema & RecipesTables>;

  constructor(db: Kysely<DatabaseSchema>) {
    this.db = db.withTables<RecipesTables>();
  }

  listRecipes(ownerId: string): Promise<RecipeRow[]> {
    return this.db
      .selectFrom('recipes')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .orderBy('name_key')
      .orderBy('id')
      .execute();
  }

  recipe(ownerId: string, id: string): Promise<RecipeRow | undefined> {
    return this.db
      .selectFrom('recipes')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async countRecipes(ownerId: string): Promise<number> {
    const row = await this.db
      .selectFrom('recipes')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
      .where('owner_id', '=', ownerId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insertRecipe(row: RecipeRow): Promise<void> {
    await this.db.insertInto('recipes').values(row).execute();
  }

  /** True when the recipe existed and was changed. */
  async updateRecipe(
    ownerId: string,
    id: string,
    change: Pick<RecipeRow, 'name' | 'name_key' | 'recipe' | 'updated_at'>,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('recipes')
      .set(change)
      .where('owner_id', '=', ownerId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async removeRecipe(ownerId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('recipes')
      .where('owner_id', '=', ownerId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  listSettings(ownerId: string, feature: string): Promise<SavedSettingsRow[]> {
    return this.db
      .selectFrom('saved_settings')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where('feature', '=', feature)
      .orderBy('name_key')
      .orderBy('id')
      .execute();
  }

  settings(ownerId: string, feature: string, id: string): Promise<SavedSettingsRow | undefined> {
    return this.db
      .selectFrom('saved_settings')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where('feature', '=', feature)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async countSettings(ownerId: string, feature: string): Promise<number> {
    const row = await this.db
      .selectFrom('saved_settings')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
      .where('owner_id', '=', ownerId)
      .where('feature', '=', feature)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insertSettings(row: SavedSettingsRow): Promise<void> {
    await this.db.insertInto('saved_settings').values(row).execute();
  }

  async removeSettings(ownerId: string, feature: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('saved_settings')
      .where('owner_id', '=', ownerId)
      .where('feature', '=', feature)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async recipeDetails(fileGuid: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('file_recipe_details')
      .select('details')
      .where('file_guid', '=', fileGuid)
      .executeTakeFirst();
    return row?.details;
  }

  async putRecipeDetails(fileGuid: string, details: string, at: string): Promise<void> {
    await this.db
      .insertInto('file_recipe_details')
      .values({ file_guid: fileGuid, details, updated_at: at })
      .onConflict((oc) => oc.column('file_guid').doUpdateSet({ details, updated_at: at }))
      .execute();
  }
}
