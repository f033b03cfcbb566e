// SQL of batch runs and their files (migration 0019). Counters are counted from the items, never kept
// as numbers that a retried job could add twice.
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { BatchItemsTable, BatchRunsTable, DatabaseSchema } from '../../infra/db/schema.ts';

export type BatchRunRow = Selectable<BatchRunsTable>;
export type BatchItemRow = Selectable<BatchItemsTable>;

export interface BatchCounts {
  readonly total: number;
  readonly done: number;
  readonly failed: number;
}

export class BatchRepo {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async insert(
    run: Insertable<BatchRunsTable>,
    items: readonly Insertable<BatchItemsTable>[],
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('batch_runs').values(run).execute();
      // Chunks keep each statement under SQLite's bound-parameter limit.
      for (let i = 0; i < items.length; i += 100)
        await trx
          .insertInto('batch_items')
          .values(items.slice(i, i + 100))
          .execute();
    });
  }

  run(id: string): Promise<BatchRunRow | undefined> {
    return this.db.selectFrom('batch_runs').selectAll().where('id', '=', id).executeTakeFirst();
  }

  runsOf(ownerId: string, limit: number): Promise<BatchRunRow[]> {
    return this.db
      .selectFrom('batch_runs')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
  }

  /** Runs still queued or running, oldest first (resumed at start by the embedded queue). */
  unfinished(): Promise<BatchRunRow[]> {
    return this.db
      .selectFrom('batch_runs')
      .selectAll()
      .where('state', 'in', ['queued', 'running'])
      .orderBy('created_at')
      .execute();
  }

  async activeCount(ownerId: string): Promise<number> {
    const row = await this.db
      .selectFrom('batch_runs')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('owner_id', '=', ownerId)
      .where('state', 'in', ['queued', 'running'])
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  items(runId: string): Promise<BatchItemRow[]> {
    return this.db
      .selectFrom('batch_items')
      .selectAll()
      .where('run_id', '=', runId)
      .orderBy('position')
      .execute();
  }

  /** One file of a run (the per-file path reads this, never the whole run: a run has up to thousands). */
  item(runId: string, position: number): Promise<BatchItemRow | undefined> {
    return this.db
      .selectFrom('batch_items')
      .selectAll()
      .where('run_id', '=', runId)
      .where('position', '=', position)
      .executeTakeFirst();
  }

  /** Whether any file of the run is still waiting or being computed. */
  async hasOpenItems(runId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('batch_items')
      .select('position')
      .where('run_id', '=', runId)
      .where('state', 'in', ['pending', 'running'])
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async counts(runIds: readonly string[]): Promise<Map<string, BatchCounts>> {
    const counts = new Map<string, BatchCounts>();
    if (runIds.length === 0) return counts;
    const rows = await this.db
      .selectFrom('batch_items')
      .select(['run_id', 'state'])
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('run_id', 'in', [...runIds])
      .groupBy(['run_id', 'state'])
      .execute();
    for (const id of runIds) counts.set(id, { total: 0, done: 0, failed: 0 });
    for (const row of rows) {
      const n = Number(row.n);
      const current = counts.get(row.run_id) ?? { total: 0, done: 0, failed: 0 };
      counts.set(row.run_id, {
        total: current.total + n,
        done: current.done + (row.state === 'done' || row.state === 'failed' ? n : 0),
        failed: current.failed + (row.state === 'failed' ? n : 0),
      });
    }
    return counts;
  }

  async updateRun(id: string, changes: Updateable<BatchRunsTable>): Promise<void> {
    await this.db.updateTable('batch_runs').set(changes).where('id', '=', id).execute();
  }

  /** Sets the state unless the run was canceled meanwhile; answers whether it was set. */
  async setStateUnlessCanceled(id: string, changes: Updateable<BatchRunsTable>): Promise<boolean> {
    const result = await this.db
      .updateTable('batch_runs')
      .set(changes)
      .where('id', '=', id)
      .where('state', '!=', 'canceled')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Marks a file running with its attempt count, unless a cancel got there first (the cancel turns
   * pending and running files into canceled; a job that read the file before must not undo that).
   */
  async startItem(runId: string, position: number, attempts: number, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('batch_items')
      .set({ state: 'running', attempts, updated_at: at })
      .where('run_id', '=', runId)
      .where('position', '=', position)
      .where('state', 'in', ['pending', 'running'])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async updateItem(runId: string, position: number, changes: Updateable<BatchItemsTable>): Promise<void> {
    await this.db
      .updateTable('batch_items')
      .set(changes)
      .where('run_id', '=', runId)
      .where('position', '=', position)
      .execute();
  }

  /** The files not finished yet become canceled (cancel); answers how many. */
  async cancelPending(runId: string, at: string): Promise<void> {
    await this.db
      .updateTable('batch_items')
      .set({ state: 'canceled', updated_at: at })
      .where('run_id', '=', runId)
      .where('state', 'in', ['pending', 'running'])
      .execute();
  }

  /** The failed (and canceled) files go back to pending (retry); answers how many. */
  async requeue(runId: string, at: string): Promise<number> {
    const result = await this.db
      .updateTable('batch_items')
      .set({ state: 'pending', error_code: null, reason: null, updated_at: at })
      .where('run_id', '=', runId)
      .where('state', 'in', ['failed', 'canceled'])
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Marks the finished notification sent; answers false when it already was (a retried job). */
  async claimNotification(runId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('batch_runs')
      .set({ notified: 1 })
      .where('id', '=', runId)
      .where('notified', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
