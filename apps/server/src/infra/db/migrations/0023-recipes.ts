// Recipes and saved settings (issue 19 items 1 and 2, spec part 3 §3–§4; modules/recipes):
// - recipes: a user's recipe files (contract recipes.ts, JSON as validated and defaulted); name_key is
//   the case-folded trimmed name, unique per owner, so the recipes list names each recipe once.
// - saved_settings: one analysis panel's settings under a name, per owner and feature kind, name_key
//   unique within the kind.
// - file_recipe_details: the last recipe applied to a file (its meta's recipeDetails, part 3 §3), JSON
//   of contract RecipeDetails; removed with the file.
import type { Kysely, Migration } from 'kysely';

export const recipes: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('recipes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.notNull())
      .addColumn('recipe', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('recipes_owner_name_idx')
      .on('recipes')
      .columns(['owner_id', 'name_key'])
      .unique()
      .execute();
    await db.schema
      .createTable('saved_settings')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('feature', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.notNull())
      .addColumn('settings', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('saved_settings_owner_feature_name_idx')
      .on('saved_settings')
      .columns(['owner_id', 'feature', 'name_key'])
      .unique()
      .execute();
    await db.schema
      .createTable('file_recipe_details')
      .addColumn('file_guid', 'text', (c) => c.primaryKey().references('files.guid').onDelete('cascade'))
      .addColumn('details', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('file_recipe_details').execute();
    await db.schema.dropTable('saved_settings').execute();
    await db.schema.dropTable('recipes').execute();
  },
};
