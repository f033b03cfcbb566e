// The task registry: every computation the server runs off the event loop, by name. A task is a
// pure function of packages/core taking and returning structured-cloneable values; the worker
// (compute-worker.ts) looks it up by name, so adding a task is one entry here.
import { basicStats, type BasicStats } from '@asperity/core';

export interface TaskDefinition<I, O> {
  run(input: I): O;
  /**
   * Buffers of the result to move back to the main thread instead of copying (large typed
   * arrays). They must not be shared with anything else the worker keeps.
   */
  transferResult?(output: O): ArrayBuffer[];
}

export const defineTask = <I, O>(definition: TaskDefinition<I, O>): TaskDefinition<I, O> => definition;

export interface SurfaceStatsInput {
  /** Heights in metres, NaN for invalid points; typically transferred, not copied. */
  readonly z: Float64Array;
}

export const computeTasks = {
  surfaceStats: defineTask<SurfaceStatsInput, BasicStats>({ run: ({ z }) => basicStats(z) }),
};

export type ComputeTasks = typeof computeTasks;
export type TaskName = keyof ComputeTasks;
export type TaskInput<K extends TaskName> =
  ComputeTasks[K] extends TaskDefinition<infer I, unknown> ? I : never;
export type TaskOutput<K extends TaskName> =
  ComputeTasks[K] extends TaskDefinition<never, infer O> ? O : never;

/** The message the pool sends to a worker. */
export interface TaskMessage {
  readonly task: string;
  readonly input: unknown;
}
