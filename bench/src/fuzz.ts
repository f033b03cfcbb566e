// `npm run bench -- fuzz`: the fuzz test's generator with many more cases per real file (default
// 1000, FUZZ_CASES_PER_FILE to change), reporting cases per second, outcomes and distinct failures.
// Same seed as the test, so the first 110 cases of each file are the test's cases.
import { fuzzCases } from '../../packages/core/test/fuzz/mutations.ts';
import { emptyTally, formatFailures, runCase } from '../../packages/core/test/fuzz/run-fuzz.ts';
import { round } from './measure.ts';
import { readRealFile, realFiles, surfacesDir } from './real-files.ts';

const SEED = 0x5eed2026;

export interface FuzzReport {
  files: number;
  casesPerFile: number;
  cases: number;
  seconds: number;
  casesPerSecond: number;
  outcomes: Record<string, number>;
  failures: number;
  distinctFailures: string[];
  note?: string;
}

export function runFuzz(casesPerFile = Number(process.env.FUZZ_CASES_PER_FILE ?? 1000)): FuzzReport {
  const files = realFiles();
  const tally = emptyTally();
  const start = performance.now();
  for (const path of files) {
    const fileName = path.split('/').pop() ?? path;
    for (const c of fuzzCases(path, readRealFile(path), casesPerFile, SEED))
      runCase(tally, path, fileName, c);
  }
  const seconds = (performance.now() - start) / 1000;
  const report: FuzzReport = {
    files: files.length,
    casesPerFile,
    cases: tally.cases,
    seconds: round(seconds, 1),
    casesPerSecond: round(tally.cases / seconds, 0),
    outcomes: tally.outcomes,
    failures: tally.failures.length,
    distinctFailures: formatFailures(tally.failures, 100).split('\n').slice(1),
  };
  if (files.length === 0) report.note = `no real files at ${surfacesDir}`;
  return report;
}
