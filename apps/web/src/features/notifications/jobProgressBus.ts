// Job-progress messages of the live socket (spec part 1 §4) go to whoever subscribed: a batch run's
// panel listens for its job id, a page may listen to every job.
import type { JobProgress } from '@asperity/contract';

type JobListener = (job: JobProgress) => void;

const listeners = new Set<JobListener>();

/** Listens to every job's progress; returns the unsubscribe function. */
export function subscribeJobProgress(listener: JobListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function publishJobProgress(job: JobProgress): void {
  for (const listener of listeners) listener(job);
}
