// The distributed job queue: BullMQ on Redis. One BullMQ queue holds every job name; each process
// that registers handlers runs one worker for the names it knows. Finished jobs are trimmed
// (removeOnComplete / removeOnFail) so Redis does not fill up.
import { Queue, Worker, type Job } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { JsonValue } from '../pubsub/pubsub.ts';
import { closeRedisClient, createRedisClient, redisKeyPrefix } from '../redis/client.ts';
import {
  jobQueueDefaults,
  type AddJobOptions,
  type JobHandler,
  type JobQueue,
  type JobQueueOptions,
  type JobState,
  type JobStatus,
} from './job-queue.ts';

export interface BullMqJobQueueOptions extends JobQueueOptions {
  readonly url: string;
  /** Key prefix of the queue in Redis. */
  readonly prefix?: string;
  readonly queueName?: string;
  readonly logger?: FastifyBaseLogger;
  /**
   * How long this worker's lock on a running job lasts without renewal (BullMQ renews it at half the
   * time while the process lives). A worker killed mid-job stops renewing: after this long, the stalled
   * check (run as often) hands the job to another worker. Default 30 s, BullMQ's own.
   */
  readonly lockDurationMs?: number;
}

const states: Readonly<Record<string, JobState>> = {
  waiting: 'waiting',
  'waiting-children': 'waiting',
  prioritized: 'waiting',
  delayed: 'delayed',
  active: 'active',
  completed: 'completed',
  failed: 'failed',
};

export class BullMqJobQueue implements JobQueue {
  readonly kind = 'bullmq';
  private readonly queue: Queue;
  private readonly queueConnection: Redis;
  private readonly handlers = new Map<string, JobHandler>();
  private worker: { worker: Worker; connection: Redis } | undefined;
  private readonly settings: Required<JobQueueOptions>;
  private readonly prefix: string;
  private readonly queueName: string;

  constructor(private readonly options: BullMqJobQueueOptions) {
    this.settings = {
      concurrency: options.concurrency ?? jobQueueDefaults.concurrency,
      keepCompleted: options.keepCompleted ?? jobQueueDefaults.keepCompleted,
      keepFailed: options.keepFailed ?? jobQueueDefaults.keepFailed,
    };
    this.prefix = options.prefix ?? `${redisKeyPrefix}bull`;
    this.queueName = options.queueName ?? 'jobs';
    this.queueConnection = this.connection('queue');
    this.queue = new Queue(this.queueName, { connection: this.queueConnection, prefix: this.prefix });
  }

  async add(name: string, data: JsonValue, options: AddJobOptions = {}): Promise<string> {
    const job = await this.queue.add(name, data, {
      attempts: Math.max(1, options.attempts ?? 1),
      backoff: { type: 'exponential', delay: options.backoffMs ?? 1000 },
      ...(options.delayMs !== undefined && options.delayMs > 0 ? { delay: options.delayMs } : {}),
      removeOnComplete: { count: this.settings.keepCompleted },
      removeOnFail: { count: this.settings.keepFailed },
    });
    if (job.id === undefined) throw new Error('BullMQ gave the job no id');
    return job.id;
  }

  process(name: string, handler: JobHandler): Promise<void> {
    if (this.handlers.has(name)) return Promise.reject(new Error(`jobs "${name}" already have a handler`));
    this.handlers.set(name, handler);
    if (this.worker === undefined) {
      const connection = this.connection('worker');
      const worker = new Worker(this.queueName, (job: Job) => this.run(job), {
        connection,
        prefix: this.prefix,
        concurrency: this.settings.concurrency,
        ...(this.options.lockDurationMs === undefined
          ? {}
          : { lockDuration: this.options.lockDurationMs, stalledInterval: this.options.lockDurationMs }),
        // A job whose worker died twice is more likely the job's fault than the workers': then it fails.
        maxStalledCount: 2,
      });
      worker.on('error', (error) => this.options.logger?.error({ err: error }, 'job worker error'));
      this.worker = { worker, connection };
    }
    return Promise.resolve();
  }

  async status(id: string): Promise<JobStatus | undefined> {
    const job = await this.queue.getJob(id);
    if (!job) return undefined;
    const state = states[await job.getState()];
    if (state === undefined) return undefined;
    const result = job.returnvalue as JsonValue | null | undefined;
    return {
      id,
      name: job.name,
      state,
      attempts: job.attemptsMade,
      ...(state === 'completed' && result !== undefined && result !== null ? { result } : {}),
      ...(job.failedReason ? { error: job.failedReason } : {}),
    };
  }

  async close(): Promise<void> {
    if (this.worker) {
      // Waits for the jobs this worker is running; takes no new ones.
      await this.worker.worker.close();
      await closeRedisClient(this.worker.connection);
      this.worker = undefined;
    }
    await this.queue.close();
    await closeRedisClient(this.queueConnection);
  }

  private async run(job: Job): Promise<JsonValue | undefined> {
    const handler = this.handlers.get(job.name);
    // A job another process knows how to run: BullMQ hands it to this worker anyway, so fail it
    // visibly rather than completing it unrun.
    if (!handler) throw new Error(`no handler for jobs "${job.name}" in this process`);
    return handler(job.data as JsonValue, { id: job.id ?? '', attempt: job.attemptsMade + 1 });
  }

  private connection(name: string): Redis {
    return createRedisClient(this.options.url, {
      role: 'queue',
      name: `jobs-${name}`,
      ...(this.options.logger ? { logger: this.options.logger } : {}),
    });
  }
}
