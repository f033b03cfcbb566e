// `npm run bench`: prints one JSON document with the machine, kernel timings and server latency.
// Peer figures (Gwyddion, …) join this output where an issue names one.
import { cpus, totalmem } from 'node:os';
import { runBatchScaling } from './src/batch-scaling.ts';
import { runFuzz } from './src/fuzz.ts';
import { runGalleryLoad } from './src/gallery-load.ts';
import { runAreal } from './src/areal.ts';
import { runEditorView } from './src/editor-view.ts';
import { runKernels } from './src/kernels.ts';
import { runLiveSockets } from './src/live-sockets.ts';
import { runLoad } from './src/load.ts';
import { runMulticore } from './src/multicore.ts';
import { runOperatorsFill } from './src/operators-fill.ts';
import { runOperatorsFilter } from './src/operators-filter.ts';
import { runOperatorsLevel } from './src/operators-level.ts';
import { runPeakMemory } from './src/peak-memory.ts';
import { runProfile } from './src/profile.ts';
import { runReaders } from './src/readers.ts';
import { runScaling } from './src/scaling.ts';
import { runScaleOutLoad } from './src/scale-out-load.ts';
import { runServerLoad } from './src/server-load.ts';
import { runSharedLoad } from './src/shared-load.ts';
import { runSharedView } from './src/shared-view.ts';
import { runSpectral } from './src/spectral.ts';
import { runTools } from './src/tools.ts';

const only = process.argv.slice(2);
const wants = (name: string): boolean => only.length === 0 || only.includes(name);

const report: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  },
};
if (wants('kernels')) report.kernels = runKernels();
if (wants('readers')) {
  report.readers = runReaders(
    Number(process.env.BENCH_PEER_SIDE ?? 4096),
    Number(process.env.BENCH_PEER_RUNS ?? 3),
  );
}
if (wants('profile')) report.profile = runProfile();
if (wants('areal')) report.areal = runAreal();
// Editor tools (bearing ratio, volume, grains) beside Gwyddion 2.62 where it is installed.
if (wants('tools')) report.tools = runTools();
// Every kernel's CPU time per point from 512² up, flagging growth faster than n log n (issue 20).
if (wants('scaling')) report.scaling = runScaling();
if (wants('spectral')) report.spectral = runSpectral();
// Kernels split over the compute pool's threads against one thread and Gwyddion (issue 20 item 2).
if (wants('multicore')) report.multicore = await runMulticore();
// Plane level and degree-3 polynomial form removal beside Gwyddion 2.62 (issue 6).
if (wants('operators-level')) report.operatorsLevel = runOperatorsLevel();
// Areal Gaussian and median filters beside Gwyddion 2.62 (minutes at 4096²).
if (wants('operators-filter')) report.operatorsFilter = runOperatorsFilter();
// Fill In Invalids (harmonic) beside Gwyddion's Laplace solve, 10 % holes.
if (wants('operators-fill')) report.operatorsFill = runOperatorsFill();
// Peak resident memory of each analysis kernel over the field's size, one fresh process each.
if (wants('memory')) report.memory = runPeakMemory();
if (wants('server')) report.server = await runServerLoad(['/api/health', '/', '/plans']);
// Signed-in users browsing on SQLite and PostgreSQL, and memory under big uploads (minutes).
if (wants('load')) report.load = await runLoad();
// The editor page in headless chromium (software WebGL): first frame, bytes, long tasks while orbiting.
if (wants('editor')) report.editor = await runEditorView();
// A signed-out visitor's shared viewer /s/… in headless chromium: first drawn frame at 2048².
if (wants('shared')) report.shared = await runSharedView();
// 200 signed-out visitors of one share link (page data, preview, surface) on SQLite and PostgreSQL.
if (wants('shared-load')) report.sharedLoad = await runSharedLoad();
// Two instances behind a round-robin proxy against one, on PostgreSQL + Redis + s3rver: throughput ratio (issue 16).
if (wants('scale-out')) report.scaleOut = await runScaleOutLoad();
// 2,000 signed-in sockets on one instance; one notice to everybody: time until the last has it (issue 18).
if (wants('live-sockets')) report.liveSockets = await runLiveSockets();
// 100,000 gallery items of 1,000 users; 50 clients list, filter and search the gallery (issue 17 §10).
if (wants('gallery-load')) report.galleryLoad = await runGalleryLoad();
// One batch of 200 generated 1024² files (plane level + areal parameters) on one and two worker processes (issue 19).
if (wants('batch-scaling')) report.batchScaling = await runBatchScaling();
// Opt-in (minutes): `npm run bench -- fuzz`.
if (only.includes('fuzz')) report.fuzz = runFuzz();

process.stdout.write(JSON.stringify(report, null, 2) + '\n');
