// The operation history of DESIGN.md §5 and issue 6 §2: a file channel's editor state is its source
// plus a list of steps; every prefix is a fork named by its forkHash (fork-hash.ts). Applying a step
// extends the history from any of its forks; go-back moves the position within the list; trim drops
// the steps after the position; save makes a fork the file's current version (compare-and-set on
// modifiedAt, 409 conflict unless override). Derived surfaces are computed in the compute pool from
// the nearest cached ancestor and cached by forkHash in memory (LRU) and in the blob store (parsed
// container), so going back and analysing a fork need no recomputation.
import {
  canUse,
  featureFlagOf,
  inputFileGuids,
  operatorContract,
  operatorStepSchema,
  requiredPlanName,
  withFeatureFlagOverrides,
  type FeatureFlags,
  type ForkData,
  type FileItem,
  type ForkPreview,
  type HistoryApply,
  type HistoryGoBack,
  type HistoryPreview,
  type HistorySave,
  type HistorySaveAs,
  type HistoryState,
  type HistoryStep,
  type PlanTier,
} from '@asperity/contract';
import {
  checkSteps,
  decodeSurfaceFile,
  isAnalysisError,
  type BasicStats,
  type Surface,
} from '@asperity/core';
import { LRUCache } from 'lru-cache';
import { AppError } from '../../http/errors.ts';
import type { ComputePool } from '../../infra/compute/pool.ts';
import type { StepInputs } from '../../infra/compute/tasks.ts';
import type { UserRow } from '../../infra/db/schema.ts';
import type { BlobStore } from '../../infra/storage/blob-store.ts';
import type { SurfaceRef } from '../analysis/service.ts';
import type { FileRow } from '../files/repo.ts';
import { freeName, nameKey } from '../folders/names.ts';
import type { FoldersRepo } from '../folders/repo.ts';
import type { FilesService } from '../files/service.ts';
import { prefixHashes, rootForkHash, type StoredStep } from './fork-hash.ts';
import { PreviewedForks } from './previewed-forks.ts';
import { MemoryShortLivedStore, type ShortLivedStore } from '../../infra/shared-state/short-lived-store.ts';
import { summaryWithSavedChannel } from './saved-summary.ts';
import type { HistoryRecord, HistoryRepo } from './repo.ts';

export interface HistoryRequester {
  readonly user: UserRow;
  /** Effective plan tier (max of account and override tier). */
  readonly tier: PlanTier;
  /**
   * Who makes the change when it is not `user`, the file's owner: a signed-in visitor of a share
   * link with allowEditing (the step lands in the owner's file and names the visitor).
   */
  readonly actor?: UserRow;
}

export interface HistoryServiceOptions {
  readonly subscriptions: boolean;
  /**
   * Library writes of save-as: one transaction over files, folders and histories, and the user's
   * quota (a file saved as new counts like a copy).
   */
  readonly library: { readonly repo: FoldersRepo; readonly quotaOf: (user: UserRow) => number };
  /** The installation's flags (config FEATURE_FLAGS); default: the spec's with `subscriptions`. */
  readonly flags?: FeatureFlags;
  /** Bytes of derived heights kept in memory (default 256 MB). */
  readonly cacheBytes?: number;
  /** Where previewed forks are kept (infra's short-lived store: Redis with several instances); default: memory. */
  readonly previewedForks?: ShortLivedStore;
  readonly now?: () => Date;
}

/** What a write attempt answers when another instance changed the history first: start again. */
const WRITTEN_ELSEWHERE = Symbol('written elsewhere');
/** Attempts of one history write before giving up with 409 (each lost race means another succeeded). */
const MAX_WRITE_ATTEMPTS = 32;

/** A fork named but not necessarily computed yet (see resolveFork). */
export interface ResolvedFork {
  /** The forkHash (the source's root fork hash when no step). */
  readonly key: string;
  readonly surface: () => Promise<Surface>;
}

interface Fork {
  readonly surface: Surface;
  readonly stats: BasicStats;
}

/** A file channel with its history, resolved for one call. */
interface Context {
  readonly user: UserRow;
  readonly row: FileRow;
  readonly channel: number;
  readonly root: SurfaceRef;
  readonly rootHash: string;
  readonly record: HistoryRecord;
}

async function readAll(stream: AsyncIterable<unknown>): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

export class HistoryService {
  private readonly forks: LRUCache<string, Fork>;
  private readonly inFlight = new Map<string, Promise<Fork>>();
  /** The tail of the queue of history writes per file (see exclusive). */
  private readonly locks = new Map<string, Promise<void>>();
  private readonly previewed: PreviewedForks;
  private readonly now: () => Date;
  private readonly flags: FeatureFlags;

  constructor(
    private readonly repo: HistoryRepo,
    private readonly files: FilesService,
    private readonly blobs: BlobStore,
    private readonly compute: ComputePool,
    private readonly options: HistoryServiceOptions,
  ) {
    this.now = options.now ?? (() => new Date());
    this.previewed = new PreviewedForks(
      options.previewedForks ?? new MemoryShortLivedStore(16 * 1024 * 1024),
    );
    this.flags = options.flags ?? withFeatureFlagOverrides({ subscriptions: options.subscriptions });
    this.forks = new LRUCache({
      maxSize: options.cacheBytes ?? 256 * 1024 * 1024,
      sizeCalculation: (fork) => Math.max(1, fork.surface.z.byteLength),
    });
    // A source container no file refers to any more has no forks either.
    files.onBlobFreed((key) => this.forgetForksOf(key));
  }

  /** The history of a file channel and its current fork. */
  async state(user: UserRow, fileGuid: string, channel?: number): Promise<HistoryState> {
    const context = await this.context(user, fileGuid, channel);
    return this.answer(context, context.record);
  }

  /** Applies one step to a fork of the history; the new fork becomes the current one. */
  async apply(requester: HistoryRequester, request: HistoryApply): Promise<HistoryState> {
    return this.writing(request.fileGuid, async () => {
      const { context, steps } = await this.extended(requester, request);
      const record: HistoryRecord = { ...context.record, steps, position: steps.length };
      // Computed before the history moves: a step the operator refuses leaves the history as it was.
      await this.fork(context, steps);
      return this.written(context, record);
    });
  }

  /**
   * The fork that applying one step to a fork of the history gives, computed and cached like any
   * fork, without changing the history (an operator dialog's live preview).
   */
  async preview(requester: HistoryRequester, request: HistoryPreview): Promise<ForkPreview> {
    const { context, steps } = await this.extended(requester, request);
    const fork = await this.fork(context, steps);
    const forkHash = prefixHashes(context.rootHash, steps).at(-1) ?? context.rootHash;
    await this.previewed.remember(context.row.guid, context.channel, forkHash, steps);
    return { forkHash, data: dataOf(fork) };
  }

  /**
   * The steps of the fork `forkHash` followed by the requested step, validated (parameters, plan
   * gate, the rules between consecutive steps) as apply and preview take them.
   */
  private async extended(
    requester: HistoryRequester,
    request: HistoryApply,
  ): Promise<{ context: Context; steps: StoredStep[] }> {
    // The file first: someone else's file is not-found whatever the step.
    const context = await this.context(requester.user, request.fileGuid, request.channel);
    const parsed = operatorStepSchema.safeParse(request.step);
    if (!parsed.success) {
      const reason = parsed.error.issues
        .map((issue) => `step.${issue.path.join('.') || 'op'}: ${issue.message}`)
        .join('; ');
      throw new AppError('invalid-request', reason);
    }
    const params = parsed.data.params as Readonly<Record<string, unknown>>;
    const inputs: string[] = [];
    for (const guid of inputFileGuids(params))
      inputs.push((await this.analysisSurface(requester.user, guid, undefined, undefined)).key);
    const step: StoredStep = {
      op: parsed.data.op,
      params,
      ...(inputs.length > 0 ? { inputs } : {}),
      // Steps of a share-link visitor name them; the owner's own steps carry no name.
      ...(requester.actor ? { by: requester.actor.username } : {}),
    };
    const contract = operatorContract(step.op);
    // A flag-backed operator (stitch, subtract) switched off on this installation is refused
    // whatever the plan: no plan would open it.
    const flag = contract ? featureFlagOf(contract.feature) : undefined;
    if (flag && !this.flags[flag])
      throw new AppError('forbidden', `${step.op} is switched off on this server (feature flag ${flag})`);
    if (
      contract &&
      !canUse(contract.feature, requester.tier, {
        subscriptions: this.options.subscriptions,
        flags: this.flags,
      })
    ) {
      throw new AppError('plan-required', `${step.op} needs the ${requiredPlanName(contract.feature)} plan`);
    }
    const base = this.findFork(context, request.forkHash);
    const steps = [...base, step];
    try {
      checkSteps(steps);
    } catch (error) {
      if (isAnalysisError(error)) throw new AppError(error.code, error.reason);
      throw error;
    }
    return { context, steps };
  }

  /** Moves the current fork to the one after `step` steps (0: the source); later steps stay listed. */
  async goBack(user: UserRow, request: HistoryGoBack): Promise<HistoryState> {
    return this.writing(request.fileGuid, async () => {
      const context = await this.context(user, request.fileGuid, request.channel);
      const { steps } = context.record;
      if (request.step > steps.length)
        throw new AppError('invalid-request', `step ${request.step}: the history has ${steps.length} steps`);
      return this.written(context, { ...context.record, position: request.step });
    });
  }

  /** Drops the steps after the current position; the current fork stays. */
  async trim(user: UserRow, fileGuid: string, channel?: number): Promise<HistoryState> {
    return this.writing(fileGuid, async () => {
      const context = await this.context(user, fileGuid, channel);
      const { steps, position } = context.record;
      return this.written(context, { ...context.record, steps: steps.slice(0, position) });
    });
  }

  /**
   * Runs a change of a file's history alone: one at a time per file in this process (an async
   * mutex), and again from the start when another instance on the same database wrote the history
   * between the read and the write (the version compare-and-set of `repo.put`), so concurrent calls
   * are applied one after the other, none lost or interleaved.
   */
  private writing<T>(fileGuid: string, attempt: () => Promise<T | typeof WRITTEN_ELSEWHERE>): Promise<T> {
    return this.exclusive(fileGuid, async () => {
      for (let tries = 0; tries < MAX_WRITE_ATTEMPTS; tries++) {
        const result = await attempt();
        if (result !== WRITTEN_ELSEWHERE) return result;
      }
      throw new AppError('conflict', `the history of file ${fileGuid} kept changing; try again`);
    });
  }

  /** Stores the record if the history is still the one read; the answer, or WRITTEN_ELSEWHERE. */
  private async written(
    context: Context,
    record: HistoryRecord,
  ): Promise<HistoryState | typeof WRITTEN_ELSEWHERE> {
    const stored = await this.repo.put(context.row.guid, context.channel, record, this.now().toISOString());
    if (!stored) return WRITTEN_ELSEWHERE;
    return this.answer(context, { ...record, version: record.version + 1 });
  }

  /** An async mutex keyed by file: `work` starts when every earlier call for that file has ended. */
  private async exclusive<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.locks.get(key) ?? Promise.resolve();
    let release = (): void => undefined;
    const turn = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = previous.then(() => turn);
    this.locks.set(key, tail);
    await previous;
    try {
      return await work();
    } finally {
      release();
      if (this.locks.get(key) === tail) this.locks.delete(key);
    }
  }

  /**
   * Makes a fork the file's current version: what analyses without a forkHash see, with modifiedAt
   * moved. Refused with 409 conflict when modifiedAt is no longer `expectedModifiedAt` (the file was
   * saved, renamed or changed elsewhere) unless `override`.
   */
  async save(user: UserRow, request: HistorySave): Promise<HistoryState> {
    return this.exclusive(request.fileGuid, () => this.saveNow(user, request));
  }

  private async saveNow(user: UserRow, request: HistorySave): Promise<HistoryState> {
    const context = await this.context(user, request.fileGuid, request.channel);
    const savedSteps = this.findFork(context, request.forkHash);
    const saved = await this.fork(context, savedSteps);
    // Strictly later than the version replaced, so two saves within one millisecond still differ.
    const floor = Date.parse(request.override ? context.row.modified_at : request.expectedModifiedAt);
    const at = new Date(Math.max(this.now().getTime(), Number.isFinite(floor) ? floor + 1 : 0)).toISOString();
    const summary = summaryWithSavedChannel(context.row.summary, context.channel, saved.surface);
    const stored = await this.repo.save(
      context.row.guid,
      context.channel,
      savedSteps,
      request.override ? null : request.expectedModifiedAt,
      at,
      summary,
    );
    if (!stored) {
      const current = await this.files.ownFile(user, request.fileGuid);
      throw new AppError(
        'conflict',
        `${current.name} was changed elsewhere (modifiedAt ${current.modified_at}, expected ` +
          `${request.expectedModifiedAt}); save with override to replace that version`,
      );
    }
    const record: HistoryRecord = { ...context.record, savedSteps };
    return this.answer({ ...context, row: { ...context.row, modified_at: at, summary } }, record);
  }

  /**
   * Saves a fork as a new file of the library (the editor's "Save as"): the original's source and
   * histories and display settings, with the fork as the channel's saved version and current fork,
   * listed with the fork's grid and pixel size. Counts against the quota like a copy; a name used in the folder becomes "name (2).ext", … like an upload.
   */
  async saveAs(user: UserRow, request: HistorySaveAs): Promise<FileItem> {
    const context = await this.context(user, request.fileGuid, request.channel);
    const steps = this.findFork(context, request.forkHash);
    // Made (or found in the cache) first: a fork whose inputs changed answers 409 before any write.
    const saved = await this.fork(context, steps);
    const { repo, quotaOf } = this.options.library;
    const folder =
      request.parentFolderGuid === undefined ? context.row.folder_guid : request.parentFolderGuid;
    const row = await repo.transaction(async (repos) => {
      if (folder !== null && !(await repos.folders.byGuid(user.id, folder)))
        throw new AppError('parent-folder-not-found', folder);
      const needed = Number(context.row.size) + Number(context.row.source_size);
      const quota = quotaOf(user);
      const used = await repos.files.usedBytes(user.id);
      if (used + needed > quota)
        throw new AppError('quota-exceeded', `the new file needs ${needed} bytes, ${quota - used} left`);
      const taken = new Set((await repos.files.namesIn(user.id, folder)).map((r) => nameKey(r.name)));
      const at = this.now().toISOString();
      const created: FileRow = {
        ...context.row,
        guid: crypto.randomUUID(),
        folder_guid: folder,
        name: freeName(request.name, taken, 'file'),
        created_at: at,
        modified_at: at,
        last_opened_at: null,
        favorite: 0,
        summary: summaryWithSavedChannel(context.row.summary, context.channel, saved.surface),
      };
      await repos.files.insert(created);
      await repos.histories.copy(context.row.guid, created.guid, at);
      // The copy looks as the original did in the editor: gradient, lighting, height scale, … (the
      // display settings are the user's per file).
      await repos.editorSettings.copy(context.row.guid, created.guid, user.id, at);
      await repos.histories.replace(
        created.guid,
        context.channel,
        { steps, position: steps.length, savedSteps: steps, version: 0 },
        at,
      );
      return created;
    });
    return this.files.itemOf(row);
  }

  /**
   * The surface an analysis runs on: the fork `forkHash` of the file channel's history, or the
   * file's saved version when absent. Its key (the forkHash) is the analysis cache key.
   */
  async analysisSurface(
    user: UserRow,
    fileGuid: string,
    channel: number | undefined,
    forkHash: string | undefined,
  ): Promise<SurfaceRef> {
    const context = await this.context(user, fileGuid, channel);
    const steps =
      forkHash === undefined ? context.record.savedSteps : await this.findReadableFork(context, forkHash);
    if (steps.length === 0) return { key: context.rootHash, surface: context.root.surface };
    const fork = await this.fork(context, steps);
    return { key: prefixHashes(context.rootHash, steps).at(-1) ?? context.rootHash, surface: fork.surface };
  }

  /**
   * The saved version of a file channel (what the file is outside the editor: its preview, copies,
   * exports). The same as analysisSurface without a forkHash.
   */
  savedSurface(user: UserRow, fileGuid: string, channel: number | undefined): Promise<SurfaceRef> {
    return this.analysisSurface(user, fileGuid, channel, undefined);
  }

  /**
   * The name of a fork of a file channel (the saved version when `forkHash` is absent) and its
   * surface, computed only when asked: a cache keyed by the name answers without computing it.
   */
  async resolveFork(
    user: UserRow,
    fileGuid: string,
    channel: number,
    forkHash: string | undefined,
    /** The file's row when the caller has just read it (the access function), to spare a read. */
    known?: FileRow,
  ): Promise<ResolvedFork> {
    // Only the row and the history: naming a fork must not read the source (a cached preview needs
    // nothing more).
    const row =
      known?.guid === fileGuid ? this.files.ownRow(user, known) : await this.files.ownFile(user, fileGuid);
    const record = await this.repo.get(row.guid, channel);
    const rootHash = rootForkHash(row.container_blob, channel);
    const steps =
      forkHash === undefined
        ? record.savedSteps
        : await this.findReadableFork({ row, rootHash, record, channel }, forkHash);
    return {
      key: prefixHashes(rootHash, steps).at(-1) ?? rootHash,
      surface: async () => {
        const context = await this.context(user, fileGuid, channel);
        return steps.length === 0 ? context.root.surface : (await this.fork(context, steps)).surface;
      },
    };
  }

  private async context(user: UserRow, fileGuid: string, channel?: number): Promise<Context> {
    const source = await this.files.channelSurface(user, fileGuid, channel);
    return {
      user,
      row: source.row,
      channel: source.channel,
      root: source.ref,
      rootHash: rootForkHash(source.row.container_blob, source.channel),
      record: await this.repo.get(source.row.guid, source.channel),
    };
  }

  /**
   * What reads (heights, pictures, analyses) may name: a fork of the history or the saved version,
   * or one previewed for the dialog on any instance (previewed-forks.ts).
   */
  private async findReadableFork(
    context: Pick<Context, 'row' | 'rootHash' | 'record' | 'channel'>,
    forkHash: string,
  ): Promise<readonly StoredStep[]> {
    const previewed = await this.previewed.stepsOf(context.row.guid, context.channel, forkHash);
    return previewed ?? this.findFork(context, forkHash);
  }

  /** The steps leading to `forkHash` in the history or the saved version; not-found otherwise. */
  private findFork(
    context: Pick<Context, 'row' | 'rootHash' | 'record'>,
    forkHash: string,
  ): readonly StoredStep[] {
    for (const list of [context.record.steps, context.record.savedSteps]) {
      const index = prefixHashes(context.rootHash, list).indexOf(forkHash);
      if (index >= 0) return list.slice(0, index);
    }
    throw new AppError('not-found', `no fork ${forkHash} in the history of file ${context.row.guid}`);
  }

  private async answer(context: Context, record: HistoryRecord): Promise<HistoryState> {
    const hashes = prefixHashes(context.rootHash, record.steps);
    const saved = prefixHashes(context.rootHash, record.savedSteps);
    const listed = (steps: readonly StoredStep[], names: readonly string[]): HistoryStep[] =>
      steps.map((s, i) => ({
        op: s.op,
        params: { ...s.params },
        forkHash: names[i + 1] ?? '',
        ...(s.by === undefined ? {} : { by: s.by }),
      }));
    const current = await this.fork(context, record.steps.slice(0, record.position));
    return {
      fileGuid: context.row.guid,
      channel: context.channel,
      forkHash: hashes[record.position] ?? context.rootHash,
      position: record.position,
      rootForkHash: context.rootHash,
      operationHistory: listed(record.steps, hashes),
      savedForkHash: saved.at(-1) ?? context.rootHash,
      savedOperationHistory: listed(record.savedSteps, saved),
      modifiedAt: context.row.modified_at,
      data: dataOf(current),
    };
  }

  /** The fork after `steps`: from memory, the blob store, or computed from the nearest cached ancestor. */
  private async fork(context: Context, steps: readonly StoredStep[]): Promise<Fork> {
    const hashes = prefixHashes(context.rootHash, steps);
    const target = hashes[steps.length] ?? context.rootHash;
    const cached = this.forks.get(target);
    if (cached) return cached;
    let pending = this.inFlight.get(target);
    if (!pending) {
      pending = this.derive(context, steps, hashes).finally(() => this.inFlight.delete(target));
      this.inFlight.set(target, pending);
    }
    return pending;
  }

  private async derive(
    context: Context,
    steps: readonly StoredStep[],
    hashes: readonly string[],
  ): Promise<Fork> {
    const n = steps.length;
    // The nearest ancestor (or the fork itself) held in memory or in the blob store.
    let from = 0;
    let base: Fork | undefined;
    for (let k = n; k >= 1 && !base; k--) {
      const hash = hashes[k] ?? '';
      base = this.forks.get(hash) ?? (await this.loadStored(hash));
      if (base) from = k;
    }
    if (!base) {
      base = await this.withStats(context.root.surface);
      this.forks.set(context.rootHash, base);
    }
    if (from === n) return base;
    const tail = steps.slice(from);
    const inputs = await Promise.all(tail.map((step) => this.stepInputs(context.user, step)));
    const output = await this.compute.run('applySteps', {
      surface: base.surface,
      steps: tail,
      ...(inputs.some((i) => i !== null) ? { inputs } : {}),
    });
    if (!output.ok) throw new AppError(output.code, output.reason);
    const fork: Fork = { surface: output.surface, stats: output.stats };
    const hash = hashes[n] ?? '';
    this.forks.set(hash, fork);
    const blob = await this.blobs.put(output.container);
    await this.repo.addForkSurface(
      hash,
      context.row.container_blob,
      blob.key,
      blob.size,
      this.now().toISOString(),
    );
    return fork;
  }

  /**
   * The other surfaces a step takes: each named file's saved version, which must still be the one the
   * step was applied with (its forkHash is part of the step's name); 409 conflict when it changed.
   */
  private async stepInputs(user: UserRow, step: StoredStep): Promise<StepInputs | null> {
    const guids = inputFileGuids(step.params);
    if (guids.length === 0) return null;
    const surfaces: Surface[] = [];
    const names: string[] = [];
    for (const [index, guid] of guids.entries()) {
      const ref = await this.analysisSurface(user, guid, undefined, undefined);
      const row = await this.files.ownFile(user, guid);
      if (step.inputs?.[index] !== ref.key)
        throw new AppError(
          'conflict',
          `${row.name} was saved after ${step.op} used it; apply the step again to use its current version`,
        );
      surfaces.push(ref.surface);
      names.push(row.name);
    }
    return { surfaces, names };
  }

  private async loadStored(forkHash: string): Promise<Fork | undefined> {
    const row = await this.repo.forkSurface(forkHash);
    if (!row) return undefined;
    let surface: Surface | undefined;
    try {
      surface = decodeSurfaceFile(await readAll(await this.blobs.get(row.blob))).channels[0]?.surface;
    } catch {
      // A cache entry whose blob is gone or unreadable is dropped and recomputed.
      surface = undefined;
    }
    if (!surface) {
      await this.repo.dropForkSurface(forkHash);
      return undefined;
    }
    const fork = await this.withStats(surface);
    this.forks.set(forkHash, fork);
    return fork;
  }

  /** Height statistics computed in the pool on a copy (the surface stays cached here). */
  private async withStats(surface: Surface): Promise<Fork> {
    const z = Float64Array.from(surface.z);
    const stats = await this.compute.run('surfaceStats', { z }, { transfer: [z.buffer] });
    return { surface, stats };
  }

  /** Drops the cached forks of a freed source container and the blobs nothing else uses. */
  async forgetForksOf(containerBlob: string): Promise<void> {
    const blobs = await this.repo.forgetContainer(containerBlob);
    for (const blob of new Set(blobs)) {
      if ((await this.repo.blobInUse(blob)) || (await this.files.blobInUse(blob))) continue;
      await this.blobs.delete(blob);
    }
  }
}

function dataOf(fork: Fork): ForkData {
  const finite = (v: number): number | null => (Number.isFinite(v) ? v : null);
  return {
    cols: fork.surface.nx,
    rows: fork.surface.ny,
    pixelSize: fork.surface.dx,
    pixelSizeY: fork.surface.dy,
    x0: fork.surface.x0,
    y0: fork.surface.y0,
    zMin: finite(fork.stats.min),
    zMax: finite(fork.stats.max),
    zMean: finite(fork.stats.mean),
  };
}
