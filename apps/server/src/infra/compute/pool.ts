// The compute pool of DESIGN.md §1 ("never block the event loop"): worker threads running the
// task registry, with a bounded queue (a full queue is answered 503 rather than growing memory
// and latency without limit) and cancellation (an aborted task is dropped from the queue or its
// worker is terminated, since pure synchronous code cannot be interrupted otherwise).
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { TransferListItem } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { AppError } from '../../http/app-error.ts';
import type { TaskInput, TaskMessage, TaskName, TaskOutput } from './tasks.ts';

export interface ComputePoolOptions {
  readonly threads: number;
  /** Tasks waiting for a thread beyond the `threads` running ones; more are refused with 503. */
  readonly maxQueue: number;
  /** Worker entry module; defaults to compute-worker.{ts,js} next to this module or the bundle. */
  readonly workerUrl?: URL;
  /** Idle threads above zero are stopped after this long; the first task after that respawns one. */
  readonly idleTimeoutMs?: number;
}

export interface RunOptions {
  readonly signal?: AbortSignal;
  /** Buffers moved to the worker instead of copied: they become unusable (detached) for the caller. */
  readonly transfer?: readonly TransferListItem[];
}

export interface ComputeStats {
  /** Configured maximum of worker threads (they start on demand). */
  readonly threads: number;
  /** Tasks occupying a thread (or one being started for them). */
  readonly running: number;
  /** Tasks waiting for a thread. */
  readonly queued: number;
}

/** The task was cancelled (client gone, server closing); the result will never come. */
export class TaskAbortedError extends Error {
  override readonly name = 'AbortError';
}

/**
 * From source (vitest, tsx) this module ends in .ts and the worker must be taught TypeScript;
 * in the bundle it is dist/main.js and the worker is the sibling dist/compute-worker.js.
 */
function defaultWorkerUrl(): URL {
  const fromSource = import.meta.url.endsWith('.ts');
  return new URL(fromSource ? './compute-worker.ts' : './compute-worker.js', import.meta.url);
}

function execArgvFor(workerUrl: URL): string[] {
  if (!workerUrl.pathname.endsWith('.ts')) return [];
  // Resolved to an absolute URL so the worker finds tsx whatever the current directory is.
  const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return ['--import', tsxLoader];
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

export class ComputePool {
  readonly threads: number;
  readonly maxQueue: number;
  private readonly piscina: Piscina<TaskMessage, unknown>;
  /**
   * Tasks accepted and not yet settled. The bound is enforced on this count rather than left to
   * piscina, whose queue limit ignores tasks parked while threads start or are busy, so the
   * guarantee is exact: at most `threads` running plus `maxQueue` waiting.
   */
  private inFlight = 0;

  constructor(options: ComputePoolOptions) {
    const workerUrl = options.workerUrl ?? defaultWorkerUrl();
    this.threads = options.threads;
    this.maxQueue = options.maxQueue;
    this.piscina = new Piscina<TaskMessage, unknown>({
      filename: workerUrl.href,
      execArgv: execArgvFor(workerUrl),
      // Threads start on first use: a server that never computes does not pay for them, and
      // tests that do not compute do not wait for workers to boot.
      minThreads: 0,
      maxThreads: options.threads,
      idleTimeout: options.idleTimeoutMs ?? 5 * 60_000,
    });
  }

  async run<K extends TaskName>(
    task: K,
    input: TaskInput<K>,
    options: RunOptions = {},
  ): Promise<TaskOutput<K>> {
    return (await this.runNamed(task, input, options)) as TaskOutput<K>;
  }

  /** Untyped entry for workers with tasks outside the registry (tests). Prefer run(). */
  async runNamed(task: string, input: unknown, options: RunOptions = {}): Promise<unknown> {
    if (options.signal?.aborted) throw new TaskAbortedError(`compute task ${task} aborted before start`);
    if (this.inFlight >= this.threads + this.maxQueue) {
      throw new AppError('service-unavailable', 'the compute queue is full, retry later');
    }
    this.inFlight++;
    try {
      return await this.piscina.run(
        { task, input },
        {
          ...(options.signal ? { signal: options.signal } : {}),
          ...(options.transfer ? { transferList: [...options.transfer] } : {}),
        },
      );
    } catch (error) {
      if (isAbort(error)) throw new TaskAbortedError(`compute task ${task} aborted`, { cause: error });
      throw error;
    } finally {
      this.inFlight--;
    }
  }

  stats(): ComputeStats {
    return {
      threads: this.threads,
      running: Math.min(this.inFlight, this.threads),
      queued: Math.max(0, this.inFlight - this.threads),
    };
  }

  /** Lets running tasks finish, then stops the threads. */
  async close(): Promise<void> {
    await this.piscina.close();
  }
}
