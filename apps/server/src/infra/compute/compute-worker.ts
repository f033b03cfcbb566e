// Worker thread entry of the compute pool. Bundled on its own as dist/compute-worker.js; run
// from source under tsx in development and tests (see pool.ts).
import { dispatch } from './dispatch.ts';
import { computeTasks, type TaskMessage } from './tasks.ts';

export default function runTask(message: TaskMessage): unknown {
  return dispatch(computeTasks, message);
}
