// Batch analysis (issue 19 items 3 and 4): a run is a recipe over a list of files; its state lives here,
// not in the job queue, so every instance answers GET /api/batch/{jobId}, a cancel reaches the worker
// running it (it reads the run's state before each file) and a run retried after a crash resumes where
// it stopped. The recipe is copied into the run when it starts: editing or removing the recipe later
// does not change a run.
// - batch_runs.id is the jobId of the HTTP contract.
// - batch_items: one row per file (position = order of the request), its state, why it failed and its
//   parameter rows (JSON); output_file_guid names the processed surface in the result folder.
import type { Kysely, Migration } from 'kysely';

export const batchRuns: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('batch_runs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('recipe_id', 'text', (c) => c.notNull())
      .addColumn('recipe_name', 'text', (c) => c.notNull())
      .addColumn('recipe', 'text', (c) => c.notNull())
      .addColumn('outputs', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('result_folder_guid', 'text')
      .addColumn('error', 'text')
      .addColumn('notified', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'text')
      .execute();
    await db.schema
      .createIndex('batch_runs_owner_created_idx')
      .on('batch_runs')
      .columns(['owner_id', 'created_at'])
      .execute();
    await db.schema
      .createTable('batch_items')
      .addColumn('run_id', 'text', (c) => c.notNull().references('batch_runs.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('file_guid', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('error_code', 'text')
      .addColumn('reason', 'text')
      .addColumn('results', 'text')
      .addColumn('output_file_guid', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('batch_items_pk', ['run_id', 'position'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('batch_items').execute();
    await db.schema.dropTable('batch_runs').execute();
  },
};
