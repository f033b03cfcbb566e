// Batch analysis (issue 19 items 3 and 4): rules, access checks and the job handler.
// - A run is stored with one item per file (repo.ts). Each file is one job of the queue (`batch-analysis`,
//   data { runId, position }), so the files of one run spread over every worker process, and a worker
//   killed mid-file costs that file only: the queue hands its job to another worker (BullMQ's stalled-job
//   detection), which finds the item still "running" and computes it again; the outputs are written
//   idempotently (library-output.ts).
// - Cancel marks the run and its pending files canceled; a job whose file is canceled does nothing. The
//   file being computed at that moment finishes and keeps its result.
// - The last file to finish ends the run (counted from the items, so two workers finishing at once end it
//   once) and the owner gets the batch-finished notification once (claimNotification).
// - Every file and folder named in the request goes through the access function (requirePermission).
import { randomUUID } from 'node:crypto';
import {
  BATCH_JOB_NAME,
  BATCH_LIMITS,
  BATCH_PROGRESS_KIND,
  canUse,
  requiredPlanName,
  type BatchFileState,
  type BatchOutput,
  type BatchStartBody,
  type BatchState,
  type BatchStatus,
  type BatchSummary,
  type FeatureFlags,
  type NotificationData,
  type NotificationKind,
  type PlanTier,
  type SocketMessage,
} from '@asperity/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../../http/errors.ts';
import type { ComputePool } from '../../infra/compute/pool.ts';
import type { DatabaseSchema, UserRow } from '../../infra/db/schema.ts';
import type { JobContext, JobQueue } from '../../infra/jobs/job-queue.ts';
import type { JsonValue } from '../../infra/pubsub/pubsub.ts';
import type { BlobStore } from '../../infra/storage/blob-store.ts';
import { decideAccess, requirePermission } from '../access/access.ts';
import type { FileRow } from '../files/repo.ts';
import { FilesRepo } from '../files/repo.ts';
import { FoldersRepo } from '../folders/repo.ts';
import type { ZipEntry } from '../export/zip-stream.ts';
import type { BatchFileOutput } from './batch-task.ts';
import { BatchLibrary } from './library-output.ts';
import type { ParameterRow } from './parameter-rows.ts';
import { batchPlanOf } from './recipe-plan.ts';
import type { BatchItemRow, BatchRepo, BatchRunRow } from './repo.ts';
import { buildReportPdf, type ReportSectionContent } from '../report/pdf-builder.ts';
import { tableCsv, tableOf, tableTxt, tableXlsx, type TableFile } from './tables.ts';

/** Attempts of one file's job: a crash of the worker or the database, not a bad file (that is recorded). */
export const BATCH_JOB_ATTEMPTS = 3;

/** A stored recipe as the batch reads it (the recipes module's repo answers it). */
export interface StoredRecipe {
  readonly id: string;
  readonly name: string;
  /** The recipe file (contract RecipeFile). */
  readonly file: unknown;
}

export interface BatchServiceOptions {
  readonly db: Kysely<DatabaseSchema>;
  readonly blobs: BlobStore;
  readonly compute: ComputePool;
  readonly jobs: JobQueue;
  readonly recipeOf: (user: UserRow, recipeId: string) => Promise<StoredRecipe | undefined>;
  readonly userById: (id: string) => Promise<UserRow | undefined>;
  readonly quotaOf: (user: UserRow) => number;
  readonly tierOf: (user: UserRow) => PlanTier;
  readonly subscriptions: boolean;
  readonly flags: FeatureFlags;
  readonly notify: (
    userId: string,
    kind: NotificationKind,
    data: NotificationData,
    options: { onceKey?: string },
  ) => Promise<unknown>;
  readonly push: (userId: string, message: SocketMessage) => Promise<void>;
  readonly log: FastifyBaseLogger;
  readonly now?: () => Date;
}

interface JobData {
  readonly runId: string;
  readonly position: number;
}

function jobDataOf(value: JsonValue): JobData | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { runId, position } = value as Record<string, JsonValue>;
  return typeof runId === 'string' && typeof position === 'number' ? { runId, position } : undefined;
}

async function readAll(stream: AsyncIterable<unknown>): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

const MAX_FOLDER_DEPTH = 64;

export class BatchService {
  private readonly files: FilesRepo;
  private readonly folders: FoldersRepo;
  private readonly library: BatchLibrary;
  private readonly now: () => Date;

  constructor(
    private readonly repo: BatchRepo,
    private readonly options: BatchServiceOptions,
  ) {
    this.files = new FilesRepo(options.db);
    this.folders = new FoldersRepo(options.db);
    this.now = options.now ?? (() => new Date());
    this.library = new BatchLibrary(options.db, options.blobs, options.quotaOf, this.now);
  }

  /** Checks everything, stores the run and queues one job per file; answers the jobId. */
  async start(user: UserRow, request: BatchStartBody): Promise<string> {
    const gate = {
      tier: this.options.tierOf(user),
      subscriptions: this.options.subscriptions,
      flags: this.options.flags,
    };
    if (!this.options.flags.batchAnalysis)
      throw new AppError(
        'forbidden',
        'batch analysis is switched off on this server (feature flag batchAnalysis)',
      );
    if (!canUse('batchAnalysis', gate.tier, gate))
      throw new AppError(
        'plan-required',
        `batch analysis needs the ${requiredPlanName('batchAnalysis')} plan`,
      );
    if ((await this.repo.activeCount(user.id)) >= BATCH_LIMITS.maxActiveRuns)
      throw new AppError(
        'conflict',
        `at most ${BATCH_LIMITS.maxActiveRuns} batch runs may wait or run at once`,
      );
    const stored = await this.options.recipeOf(user, request.recipeId);
    if (!stored) throw new AppError('not-found', `recipe ${request.recipeId}`);
    const plan = batchPlanOf(stored.file, gate);
    const files = await this.filesOf(user, request.files, request.folders);
    if (files.length === 0)
      throw new AppError('invalid-request', 'the files and folders hold no file to analyse');
    if (files.length > BATCH_LIMITS.maxFiles)
      throw new AppError(
        'invalid-request',
        `${files.length} files; a batch takes at most ${BATCH_LIMITS.maxFiles}`,
      );

    const runId = randomUUID();
    const at = this.now().toISOString();
    const outputs = [...new Set(request.outputs)];
    const name = request.name ?? `Batch ${stored.name} ${at.slice(0, 16).replace('T', ' ')}`;
    // The result folder exists from the start: the page links it at once and no worker races to create it.
    const resultFolder = outputs.includes('sur') ? await this.library.ensureFolder(user, runId, name) : null;
    await this.repo.insert(
      {
        id: runId,
        owner_id: user.id,
        name,
        recipe_id: stored.id,
        recipe_name: stored.name,
        recipe: JSON.stringify(plan.recipe),
        outputs: JSON.stringify(outputs),
        state: 'queued',
        result_folder_guid: resultFolder,
        error: null,
        notified: 0,
        created_at: at,
        finished_at: null,
      },
      files.map((file, position) => ({
        run_id: runId,
        position,
        file_guid: file.guid,
        name: file.name,
        state: 'pending',
        error_code: null,
        reason: null,
        results: null,
        output_file_guid: null,
        attempts: 0,
        updated_at: at,
      })),
    );
    await this.enqueue(
      runId,
      files.map((_file, position) => position),
    );
    return runId;
  }

  async status(user: UserRow, jobId: string): Promise<BatchStatus> {
    const run = await this.ownRun(user, jobId);
    const [summary] = await this.summaries([run]);
    const items = await this.repo.items(run.id);
    return {
      ...(summary as BatchSummary),
      files: items.map((item) => ({
        fileGuid: item.file_guid,
        name: item.name,
        state: item.state as BatchFileState,
        ...(item.error_code === null ? {} : { errorCode: item.error_code }),
        ...(item.reason === null ? {} : { reason: item.reason }),
        ...(item.output_file_guid === null ? {} : { outputFileGuid: item.output_file_guid }),
      })),
    };
  }

  async list(user: UserRow): Promise<BatchSummary[]> {
    return this.summaries(await this.repo.runsOf(user.id, 50));
  }

  /** Stops a queued or running run: files not started are canceled. A finished run is left as it is. */
  async cancel(user: UserRow, jobId: string): Promise<BatchStatus> {
    const run = await this.ownRun(user, jobId);
    if (run.state === 'queued' || run.state === 'running') {
      const at = this.now().toISOString();
      await this.repo.updateRun(run.id, { state: 'canceled', finished_at: at });
      await this.repo.cancelPending(run.id, at);
      await this.progress(run, 'failed');
    }
    return this.status(user, jobId);
  }

  /** Runs the failed and canceled files of a finished run again (same run, same result folder). */
  async retry(user: UserRow, jobId: string): Promise<BatchStatus> {
    const run = await this.ownRun(user, jobId);
    if (run.state === 'queued' || run.state === 'running')
      throw new AppError('conflict', 'the run is still going; retry once it has finished');
    const at = this.now().toISOString();
    const again = (await this.repo.items(run.id)).filter(
      (i) => i.state === 'failed' || i.state === 'canceled',
    );
    if (again.length === 0) throw new AppError('invalid-request', 'no failed or canceled file to run again');
    await this.repo.requeue(run.id, at);
    await this.repo.updateRun(run.id, { state: 'queued', finished_at: null, notified: 0, error: null });
    await this.enqueue(
      run.id,
      again.map((i) => i.position),
    );
    return this.status(user, jobId);
  }

  /** The parameter table of the run in one of its forms (from the files finished so far). */
  async table(
    user: UserRow,
    jobId: string,
    form: 'csv' | 'txt' | 'xlsx',
  ): Promise<{ name: string; body: string | Buffer }> {
    const run = await this.ownRun(user, jobId);
    const files = (await this.repo.items(run.id)).map(tableFileOf);
    const base = safeFileName(run.name);
    if (form === 'csv') return { name: `${base}.csv`, body: tableCsv(files) };
    if (form === 'txt') return { name: `${base}.txt`, body: tableTxt(files) };
    return { name: `${base}.xlsx`, body: await tableXlsx(files, run.name) };
  }

  /**
   * The print report of a run (issue 19 item 6, flag printReport): one section per file — its state, why it
   * failed, every parameter with its SI unit — then the summary table of the files and the parameters a
   * report usually quotes (the full table is the CSV/XLSX).
   */
  async reportPdf(user: UserRow, jobId: string): Promise<{ name: string; body: Buffer }> {
    if (!this.options.flags.printReport)
      throw new AppError(
        'forbidden',
        'the print report is switched off on this server (feature flag printReport)',
      );
    const run = await this.ownRun(user, jobId);
    const files = (await this.repo.items(run.id)).map(tableFileOf);
    const number = (value: number | null) => (value === null ? '–' : value.toPrecision(5));
    const sections: ReportSectionContent[] = files.map((file) => ({
      heading: file.name,
      blocks: [
        {
          kind: 'properties',
          rows: [
            ['Recipe', run.recipe_name],
            ['State', file.state],
            ...(file.reason === undefined ? [] : [['Why', file.reason] as const]),
          ],
        },
        ...(file.rows.length === 0
          ? []
          : [
              {
                kind: 'table' as const,
                title: 'Parameters',
                columns: ['Analysis', 'Parameter', 'Value', 'Unit'],
                rows: file.rows.map((row) => [row.feature, row.id, number(row.value), row.unit]),
                widths: [3, 2, 3, 2],
              },
            ]),
      ],
    }));
    const { header, rows } = tableOf(files);
    const quoted = ['Sq [m]', 'Sa [m]', 'Sz [m]', 'Ssk [1]', 'Sku [1]'];
    const picked = quoted.map((h) => header.indexOf(h)).filter((i) => i >= 0);
    const body = await buildReportPdf({
      title: run.name,
      createdAt: this.now(),
      sections,
      summary: {
        title: 'Summary',
        columns: ['File', 'Status', ...picked.map((i) => header[i] ?? '')],
        rows: rows.map((row) => [
          String(row[0] ?? ''),
          String(row[1] ?? ''),
          ...picked.map((i) => {
            const value = row[i];
            return typeof value === 'number' ? value.toPrecision(5) : '–';
          }),
        ]),
      },
    });
    return { name: `${safeFileName(run.name)} report.pdf`, body };
  }

  /** The zip download: the tables of the chosen outputs, then the processed surfaces (surfaces/…). */
  async zip(user: UserRow, jobId: string): Promise<{ name: string; entries: AsyncIterable<ZipEntry> }> {
    const run = await this.ownRun(user, jobId);
    const outputs = JSON.parse(run.outputs) as BatchOutput[];
    const items = await this.repo.items(run.id);
    const files = items.map(tableFileOf);
    const base = safeFileName(run.name);
    const outputRows = outputs.includes('sur')
      ? await this.files.byGuids(
          user.id,
          items.flatMap((i) => (i.output_file_guid === null ? [] : [i.output_file_guid])),
        )
      : [];
    const blobs = this.options.blobs;
    async function* entries(): AsyncGenerator<ZipEntry> {
      const text = (t: string) => new Uint8Array(Buffer.from(t, 'utf8'));
      if (outputs.includes('txt'))
        yield { path: `${base}.txt`, data: text(tableTxt(files)), compressed: false };
      if (outputs.includes('csv'))
        yield { path: `${base}.csv`, data: text(tableCsv(files)), compressed: false };
      if (outputs.includes('xlsx'))
        yield {
          path: `${base}.xlsx`,
          data: new Uint8Array(await tableXlsx(files, run.name)),
          compressed: true,
        };
      for (const row of outputRows)
        yield {
          path: `surfaces/${row.name}`,
          data: (await blobs.get(row.source_blob)) as AsyncIterable<Uint8Array>,
          compressed: false,
        };
    }
    return { name: `${base}.zip`, entries: entries() };
  }

  // ---------------------------------------------------------------------------------------------
  // The job handler (registered by the app on the embedded queue and by `npm run worker`)
  // ---------------------------------------------------------------------------------------------

  async registerHandler(): Promise<void> {
    await this.options.jobs.process(BATCH_JOB_NAME, (data, context) => this.runJob(data, context));
  }

  /**
   * The embedded queue keeps its jobs in memory: a server stopped mid-run (a restart, a crash) loses them.
   * At start its unfinished runs are queued again from the database, each file not finished once (a file
   * computed twice writes its outputs once). BullMQ keeps the jobs in Redis and needs none of this.
   */
  async resumeUnfinished(): Promise<number> {
    let queued = 0;
    for (const run of await this.repo.unfinished()) {
      const open = (await this.repo.items(run.id)).filter(
        (i) => i.state === 'pending' || i.state === 'running',
      );
      if (open.length === 0) {
        await this.afterFile(run.id);
        continue;
      }
      await this.enqueue(
        run.id,
        open.map((i) => i.position),
      );
      queued += open.length;
    }
    return queued;
  }

  private async runJob(data: JsonValue, context: JobContext): Promise<undefined> {
    const job = jobDataOf(data);
    if (!job) return undefined;
    try {
      await this.runFile(job);
    } catch (error) {
      // The queue tries again (another worker may take it); on the last attempt the file fails with the
      // reason so the run can still finish.
      if (context.attempt < BATCH_JOB_ATTEMPTS) throw error;
      this.options.log.error({ err: error, runId: job.runId, position: job.position }, 'batch file failed');
      await this.repo.updateItem(job.runId, job.position, {
        state: 'failed',
        error_code: 'something-went-wrong',
        reason: error instanceof Error ? error.message : String(error),
        updated_at: this.now().toISOString(),
      });
      await this.afterFile(job.runId);
    }
    return undefined;
  }

  private async runFile({ runId, position }: JobData): Promise<void> {
    const run = await this.repo.run(runId);
    if (!run || run.state === 'canceled') return;
    const item = await this.repo.item(runId, position);
    // Done before (a retried job whose first run finished) or canceled: nothing to do.
    if (!item || (item.state !== 'pending' && item.state !== 'running')) return;
    if (run.state === 'queued' && (await this.repo.setStateUnlessCanceled(runId, { state: 'running' })))
      await this.progress({ ...run, state: 'running' }, 'running');
    const owner = await this.options.userById(run.owner_id);
    if (!owner) return;
    if (!(await this.repo.startItem(runId, position, item.attempts + 1, this.now().toISOString()))) return;
    // Logged once the attempt is recorded: a worker killed after this line has counted it.
    this.options.log.info({ runId, position, attempt: item.attempts + 1 }, 'batch file started');
    const outcome = await this.computeFile(owner, run, item);
    const at = this.now().toISOString();
    if (!outcome.ok) {
      await this.repo.updateItem(runId, position, {
        state: 'failed',
        error_code: outcome.code,
        reason: outcome.reason,
        updated_at: at,
      });
    } else if (outcome.sur && run.result_folder_guid !== null) {
      const results = JSON.stringify(outcome.rows);
      try {
        await this.library.writeSurface(
          owner,
          runId,
          position,
          run.result_folder_guid,
          item.name,
          outcome.sur,
          (trx, fileGuid) =>
            trx
              .updateTable('batch_items')
              .set({
                state: 'done',
                results,
                output_file_guid: fileGuid,
                error_code: null,
                reason: null,
                updated_at: at,
              })
              .where('run_id', '=', runId)
              .where('position', '=', position)
              .execute()
              .then(() => undefined),
        );
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'quota-exceeded') throw error;
        // The parameters are right; only the surface could not be kept: the file says why.
        await this.repo.updateItem(runId, position, {
          state: 'failed',
          results,
          error_code: error.code,
          reason: error.message,
          updated_at: at,
        });
      }
    } else {
      await this.repo.updateItem(runId, position, {
        state: 'done',
        results: JSON.stringify(outcome.rows),
        updated_at: at,
      });
    }
    await this.afterFile(runId);
  }

  private async computeFile(owner: UserRow, run: BatchRunRow, item: BatchItemRow): Promise<BatchFileOutput> {
    const row = await this.files.byGuid(item.file_guid);
    if (!row || row.owner_id !== owner.id)
      return { ok: false, code: 'not-found', reason: 'the file was removed from the library' };
    if (row.two_d === 1)
      return { ok: false, code: 'unsupported-image-type', reason: 'a 2D image has no heights to analyse' };
    let plan;
    try {
      plan = batchPlanOf(JSON.parse(run.recipe) as unknown);
    } catch (error) {
      if (error instanceof AppError) return { ok: false, code: error.code, reason: error.message };
      throw error;
    }
    const outputs = JSON.parse(run.outputs) as BatchOutput[];
    const container = await readAll(await this.options.blobs.get(row.container_blob));
    return this.options.compute.run(
      'batchFile',
      { container, steps: plan.steps, analyses: plan.analyses, writeSur: outputs.includes('sur') },
      { transfer: [container.buffer as ArrayBuffer] },
    );
  }

  /** Publishes progress; the last file ends the run and notifies the owner once. */
  private async afterFile(runId: string): Promise<void> {
    const run = await this.repo.run(runId);
    if (!run) return;
    const counts = (await this.repo.counts([runId])).get(runId);
    if (!counts) return;
    const unfinished = await this.repo.hasOpenItems(runId);
    if (unfinished || run.state === 'canceled') {
      await this.progress(
        run,
        run.state === 'canceled' ? 'failed' : 'running',
        counts.total === 0 ? 0 : counts.done / counts.total,
      );
      return;
    }
    await this.repo.setStateUnlessCanceled(runId, {
      state: 'done',
      finished_at: run.finished_at ?? this.now().toISOString(),
    });
    await this.progress(run, 'done', 1);
    if (await this.repo.claimNotification(runId)) {
      const failed = counts.failed > 0 ? ` (${counts.failed} of ${counts.total} files failed)` : '';
      await this.options
        .notify(
          run.owner_id,
          'batch-finished',
          { name: `${run.name}${failed}`, url: `/batch/${runId}` },
          { onceKey: `${runId}:${run.created_at}:${counts.done}` },
        )
        .catch((error: unknown) =>
          this.options.log.warn({ err: error, runId }, 'batch-finished notification not sent'),
        );
    }
  }

  private async progress(
    run: BatchRunRow,
    state: 'queued' | 'running' | 'done' | 'failed',
    progress?: number,
  ): Promise<void> {
    await this.options
      .push(run.owner_id, {
        type: 'job-progress',
        job: {
          jobId: run.id,
          kind: BATCH_PROGRESS_KIND,
          state,
          ...(progress === undefined ? {} : { progress: Math.min(1, Math.max(0, progress)) }),
          url: `/batch/${run.id}`,
        },
      })
      .catch((error: unknown) =>
        this.options.log.warn({ err: error, runId: run.id }, 'batch progress not sent'),
      );
  }

  private async enqueue(runId: string, positions: readonly number[]): Promise<void> {
    try {
      for (const position of positions)
        await this.options.jobs.add(
          BATCH_JOB_NAME,
          { runId, position },
          { attempts: BATCH_JOB_ATTEMPTS, backoffMs: 1000 },
        );
    } catch (error) {
      // Without its jobs the run would wait for ever: it fails visibly instead.
      await this.repo.updateRun(runId, {
        state: 'failed',
        error: 'the job queue is unavailable',
        finished_at: this.now().toISOString(),
      });
      throw error;
    }
  }

  private async ownRun(user: UserRow, jobId: string): Promise<BatchRunRow> {
    const run = await this.repo.run(jobId);
    if (!run) throw new AppError('not-found', `batch ${jobId}`);
    requirePermission(decideAccess({ user, link: null }, run.owner_id), 'read', `batch ${jobId}`);
    return run;
  }

  private async summaries(runs: readonly BatchRunRow[]): Promise<BatchSummary[]> {
    const counts = await this.repo.counts(runs.map((r) => r.id));
    return runs.map((run) => {
      const c = counts.get(run.id) ?? { total: 0, done: 0, failed: 0 };
      return {
        jobId: run.id,
        name: run.name,
        recipeId: run.recipe_id,
        recipeName: run.recipe_name,
        outputs: JSON.parse(run.outputs) as BatchOutput[],
        state: run.state as BatchState,
        done: c.done,
        total: c.total,
        failed: c.failed,
        ...(run.result_folder_guid === null ? {} : { resultFolderGuid: run.result_folder_guid }),
        createdAt: run.created_at,
        ...(run.finished_at === null ? {} : { finishedAt: run.finished_at }),
      };
    });
  }

  /** The files named and every file under the folders named (depth first, in listing order), each once. */
  private async filesOf(
    user: UserRow,
    fileGuids: readonly string[],
    folderGuids: readonly string[],
  ): Promise<FileRow[]> {
    const chosen = new Map<string, FileRow>();
    for (const guid of fileGuids) {
      const row = await this.files.byGuid(guid);
      if (!row) throw new AppError('not-found', `file ${guid}`);
      requirePermission(decideAccess({ user, link: null }, row.owner_id), 'read', `file ${guid}`);
      if (!chosen.has(row.guid)) chosen.set(row.guid, row);
    }
    for (const guid of folderGuids) {
      const folder = await this.folderRow(guid);
      if (!folder) throw new AppError('not-found', `folder ${guid}`);
      requirePermission(decideAccess({ user, link: null }, folder.owner_id), 'read', `folder ${guid}`);
      let level = [folder.guid];
      for (let depth = 0; level.length > 0 && depth < MAX_FOLDER_DEPTH; depth++) {
        for (const parent of level)
          for (const row of byName(await this.files.inFolder(folder.owner_id, parent)))
            if (row.two_d !== 1 && !chosen.has(row.guid)) chosen.set(row.guid, row);
        level = (await this.folders.childrenOfAll(folder.owner_id, level)).map((f) => f.guid);
        if (chosen.size > BATCH_LIMITS.maxFiles) break;
      }
    }
    return [...chosen.values()];
  }

  private folderRow(guid: string) {
    return this.options.db.selectFrom('folders').selectAll().where('guid', '=', guid).executeTakeFirst();
  }
}

/** A folder's files in name order, as the library lists them by default. */
function byName(rows: readonly FileRow[]): FileRow[] {
  return [...rows].sort(
    (a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }) || a.guid.localeCompare(b.guid),
  );
}

function tableFileOf(item: BatchItemRow): TableFile {
  return {
    name: item.name,
    state: item.state,
    reason: item.reason === null ? undefined : `${item.error_code ?? ''}: ${item.reason}`,
    rows: item.results === null ? [] : (JSON.parse(item.results) as ParameterRow[]),
  };
}

/** A download name no file system refuses. */
function safeFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  return name.replace(/[<>:"/\\|?*\u0000-\u001f]/g, '_').trim() || 'batch';
}
