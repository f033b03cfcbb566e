// Runs the editor's analyses (DESIGN.md §5) for the routes of /api/editor/*: checks the plan
// feature, validates and defaults the settings with the contract's schema, computes in the compute
// pool and caches the answer by (surface content, analysis, canonical settings), so moving back to a
// panel or a second viewer of the same fork costs nothing. Equal requests in flight share one task.
import { createHash } from 'node:crypto';
import {
  analysisContracts,
  canUse,
  requiredPlanName,
  type AnalysisContract,
  type FeatureFlags,
  type PlanTier,
} from '@asperity/contract';
import { analyses, type AnalysisId, type Surface } from '@asperity/core';
import { LRUCache } from 'lru-cache';
import { AppError } from '../../http/errors.ts';
import { stableJson } from '../../http/sort-keys.ts';
import type { ComputePool } from '../../infra/compute/pool.ts';

/** A surface as the editor sees it: its content key (e.g. the fork hash or blob sha256) and heights. */
export interface SurfaceRef {
  readonly key: string;
  readonly surface: Surface;
}

export interface AnalysisRequester {
  /** Effective plan tier of the account (max of account and override tier). */
  readonly tier: PlanTier;
}

export interface AnalysisServiceOptions {
  readonly subscriptions: boolean;
  readonly flags?: FeatureFlags;
  /** Bytes of JSON answers kept in memory (default 64 MB). */
  readonly cacheBytes?: number;
}

interface SharedTask {
  waiters: number;
  readonly controller: AbortController;
  readonly promise: Promise<unknown>;
}

export const isAnalysisId = (value: string): value is AnalysisId => analyses.some((a) => a.id === value);

export class AnalysisService {
  private readonly cache: LRUCache<string, { readonly result: unknown }>;
  private readonly inFlight = new Map<string, SharedTask>();

  constructor(
    private readonly compute: ComputePool,
    private readonly options: AnalysisServiceOptions,
  ) {
    this.cache = new LRUCache({
      maxSize: options.cacheBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (entry) => Math.max(1, JSON.stringify(entry.result)?.length ?? 1),
    });
  }

  /** The answer of analysis `id` with `rawParams` (query or body) on `ref`, or an AppError. */
  async run(
    id: string,
    rawParams: unknown,
    ref: SurfaceRef,
    requester: AnalysisRequester,
    signal?: AbortSignal,
  ): Promise<unknown> {
    if (!isAnalysisId(id)) throw new AppError('not-found', `no analysis "${id}"`);
    const contract = (analysisContracts as Record<AnalysisId, AnalysisContract<AnalysisId>>)[id];
    if (
      !canUse(contract.feature, requester.tier, {
        subscriptions: this.options.subscriptions,
        ...(this.options.flags ? { flags: this.options.flags } : {}),
      })
    ) {
      throw new AppError('plan-required', `${id} needs the ${requiredPlanName(contract.feature)} plan`);
    }
    const parsed = contract.params.safeParse(rawParams ?? {});
    if (!parsed.success) {
      const reason = parsed.error.issues
        .map((issue) => `${issue.path.join('.') || 'settings'}: ${issue.message}`)
        .join('; ');
      throw new AppError('invalid-request', reason);
    }
    const key = createHash('sha256')
      .update(`${ref.key}\0${id}\0${stableJson(parsed.data)}`)
      .digest('hex');
    const cached = this.cache.get(key);
    if (cached) return cached.result;

    let shared = this.inFlight.get(key);
    if (!shared) {
      const controller = new AbortController();
      const created: SharedTask = {
        waiters: 0,
        controller,
        promise: this.compute
          .run(
            'runAnalysis',
            { analysis: id, params: parsed.data, surface: ref.surface },
            { signal: controller.signal },
          )
          .then((output) => {
            if (!output.ok) throw new AppError(output.code, output.reason);
            this.cache.set(key, { result: output.result });
            return output.result;
          })
          .finally(() => this.inFlight.delete(key)),
      };
      this.inFlight.set(key, created);
      shared = created;
    }
    return this.wait(shared, signal);
  }

  /** The task is cancelled only when every request waiting for it has gone away. */
  private async wait(shared: SharedTask, signal: AbortSignal | undefined): Promise<unknown> {
    shared.waiters++;
    const leave = (): void => {
      shared.waiters--;
      if (shared.waiters === 0) shared.controller.abort(signal?.reason);
    };
    if (signal?.aborted) leave();
    else signal?.addEventListener('abort', leave, { once: true });
    try {
      return await shared.promise;
    } finally {
      signal?.removeEventListener('abort', leave);
    }
  }
}
