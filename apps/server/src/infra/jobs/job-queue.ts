// Background jobs that outlive the request that asked for them (the workflows and notifications
// issues build on this). Two engines: in process (one instance; jobs are lost with the process) and
// BullMQ on Redis (REDIS_URL: jobs survive restarts and are shared by the instances and workers that
// process them, each job run by one of them). job-queue.contract.ts holds the behaviour both show.
// Handlers must not hold the event loop: CPU-heavy work goes to the compute pool, or BullMQ's lock
// renewal stalls and the job is handed to another worker.
import type { JsonValue } from '../pubsub/pubsub.ts';

export type JobState = 'waiting' | 'delayed' | 'active' | 'completed' | 'failed';

export interface JobStatus {
  readonly id: string;
  readonly name: string;
  readonly state: JobState;
  /** The handler's answer, once completed. */
  readonly result?: JsonValue;
  /** Why the last attempt failed, once failed. */
  readonly error?: string;
  /** Attempts made so far. */
  readonly attempts: number;
}

export interface JobContext {
  readonly id: string;
  /** 1 on the first run, 2 on the first retry… */
  readonly attempt: number;
}

export type JobHandler = (data: JsonValue, context: JobContext) => Promise<JsonValue | undefined>;

export interface AddJobOptions {
  /** Runs in total before the job counts as failed (default 1); retries back off exponentially. */
  readonly attempts?: number;
  /** First retry after this many ms (then twice as long each time); default 1000. */
  readonly backoffMs?: number;
  /** Not before this many ms from now. */
  readonly delayMs?: number;
}

export interface JobQueue {
  readonly kind: 'in-process' | 'bullmq';
  /** Queues a job; answers its id. Jobs added before a handler exists wait for it. */
  add(name: string, data: JsonValue, options?: AddJobOptions): Promise<string>;
  /** Makes this process run jobs of `name` (one handler per name). */
  process(name: string, handler: JobHandler): Promise<void>;
  /** undefined when unknown or already trimmed. */
  status(id: string): Promise<JobStatus | undefined>;
  /** Takes no new jobs, waits for the running ones to finish (graceful shutdown), then releases connections. */
  close(): Promise<void>;
}

export interface JobQueueOptions {
  /** Jobs run at once by this process. */
  readonly concurrency?: number;
  /** Finished jobs remembered for status(): the most recent ones, so the store cannot grow without bound. */
  readonly keepCompleted?: number;
  readonly keepFailed?: number;
}

export const jobQueueDefaults = { concurrency: 2, keepCompleted: 1000, keepFailed: 5000 } as const;
