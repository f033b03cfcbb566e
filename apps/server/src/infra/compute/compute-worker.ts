// Worker thread entry of the compute pool. Bundled on its own as dist/compute-worker.js; run
// from source under tsx in development and tests (see pool.ts).
import { dispatch } from './dispatch.ts';
import { parallelTasks } from './parallel-tasks.ts';
import { computeTasks, type TaskMessage } from './tasks.ts';

/** The task registry plus the parts of the kernels split over several threads (parallel-kernels.ts). */
const registry = { ...computeTasks, ...parallelTasks };

export default function runTask(message: TaskMessage): unknown {
  return dispatch(registry, message);
}
