// The embedded job queue: jobs wait in memory and run in this process, a few at a time.
import { randomUUID } from 'node:crypto';
import type { JsonValue } from '../pubsub/pubsub.ts';
import {
  jobQueueDefaults,
  type AddJobOptions,
  type JobHandler,
  type JobQueue,
  type JobQueueOptions,
  type JobState,
  type JobStatus,
} from './job-queue.ts';

interface Job {
  readonly id: string;
  readonly name: string;
  readonly data: JsonValue;
  readonly maxAttempts: number;
  readonly backoffMs: number;
  state: JobState;
  attempts: number;
  notBefore: number;
  result?: JsonValue;
  error?: string;
}

export class InProcessJobQueue implements JobQueue {
  readonly kind = 'in-process';
  private readonly jobs = new Map<string, Job>();
  private readonly waiting: Job[] = [];
  private readonly finished: { completed: string[]; failed: string[] } = { completed: [], failed: [] };
  private readonly handlers = new Map<string, JobHandler>();
  private readonly running = new Set<Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly options: Required<JobQueueOptions>;
  private closed = false;

  constructor(options: JobQueueOptions = {}) {
    this.options = { ...jobQueueDefaults, ...options };
  }

  add(name: string, data: JsonValue, options: AddJobOptions = {}): Promise<string> {
    if (this.closed) return Promise.reject(new Error('the job queue is closed'));
    const job: Job = {
      id: randomUUID(),
      name,
      // A copy, as a queue on Redis would store it: later changes by the caller do not reach the job.
      data: JSON.parse(JSON.stringify(data)) as JsonValue,
      maxAttempts: Math.max(1, options.attempts ?? 1),
      backoffMs: options.backoffMs ?? 1000,
      state: 'waiting',
      attempts: 0,
      notBefore: 0,
    };
    this.jobs.set(job.id, job);
    if (options.delayMs !== undefined && options.delayMs > 0) this.delay(job, options.delayMs);
    else this.waiting.push(job);
    this.pump();
    return Promise.resolve(job.id);
  }

  process(name: string, handler: JobHandler): Promise<void> {
    if (this.handlers.has(name)) return Promise.reject(new Error(`jobs "${name}" already have a handler`));
    this.handlers.set(name, handler);
    this.pump();
    return Promise.resolve();
  }

  status(id: string): Promise<JobStatus | undefined> {
    const job = this.jobs.get(id);
    if (!job) return Promise.resolve(undefined);
    return Promise.resolve({
      id: job.id,
      name: job.name,
      state: job.state,
      attempts: job.attempts,
      ...(job.result === undefined ? {} : { result: job.result }),
      ...(job.error === undefined ? {} : { error: job.error }),
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private delay(job: Job, ms: number): void {
    job.state = 'delayed';
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      job.state = 'waiting';
      this.waiting.push(job);
      this.pump();
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  private pump(): void {
    while (!this.closed && this.running.size < this.options.concurrency) {
      const index = this.waiting.findIndex((job) => this.handlers.has(job.name));
      if (index < 0) return;
      const [job] = this.waiting.splice(index, 1);
      if (!job) return;
      const run = this.run(job).finally(() => {
        this.running.delete(run);
        this.pump();
      });
      this.running.add(run);
    }
  }

  private async run(job: Job): Promise<void> {
    const handler = this.handlers.get(job.name);
    if (!handler) return;
    job.state = 'active';
    job.attempts += 1;
    try {
      const result = await handler(job.data, { id: job.id, attempt: job.attempts });
      job.state = 'completed';
      if (result !== undefined) job.result = JSON.parse(JSON.stringify(result)) as JsonValue;
      this.remember(job, 'completed');
    } catch (error) {
      job.error = error instanceof Error ? error.message : String(error);
      if (job.attempts < job.maxAttempts && !this.closed) {
        this.delay(job, job.backoffMs * 2 ** (job.attempts - 1));
      } else {
        job.state = 'failed';
        this.remember(job, 'failed');
      }
    }
  }

  /** Keeps the most recent finished jobs only. */
  private remember(job: Job, outcome: 'completed' | 'failed'): void {
    const list = this.finished[outcome];
    list.push(job.id);
    const keep = outcome === 'completed' ? this.options.keepCompleted : this.options.keepFailed;
    while (list.length > keep) {
      const oldest = list.shift();
      if (oldest !== undefined) this.jobs.delete(oldest);
    }
  }
}
