// Runs every row of real-file-table.ts through readSurfaceFile (the real detection path: magic, then
// extension) and asserts everything the row states; checks the table has exactly one row per file of
// MANIFEST.md §2. Skipped, with the reason in the title, when ../shared/surfaces is absent.
import { expect, it } from 'vitest';
import { isSurfaceError, readSurfaceFile, type Surface, type SurfaceFile } from '../src/index.ts';
import { curvatureDetrended } from './formats/curvature-detrended.ts';
import { manifestClasses } from './manifest.ts';
import {
  isRejectRow,
  realFileTable,
  unitScale,
  type ChannelExpectation,
  type Quoted,
  type ReadExpectation,
} from './real-file-table.ts';
import { describeRealFiles, readRealFile, realFiles } from './real-files.ts';
import { rmsAfterCurvatureDetrend, rmsFromArea, rmsFromProfiles, rmsGradient } from './reference-stats.ts';

const baseName = (path: string): string => path.split('/').pop() ?? path;

// Each file is read once; the opdx/txt pair reuses the cached read.
type Outcome = { file: SurfaceFile } | { error: unknown };
const reads = new Map<string, Outcome>();
function outcome(path: string): Outcome {
  if (!reads.has(path)) {
    try {
      reads.set(path, { file: readSurfaceFile(readRealFile(path), baseName(path)) });
    } catch (error) {
      reads.set(path, { error });
    }
  }
  return reads.get(path) as Outcome;
}

function finiteRange(z: Float64Array): { min: number; max: number; invalid: number } {
  let min = Infinity;
  let max = -Infinity;
  let invalid = 0;
  for (const v of z) {
    if (Number.isNaN(v)) invalid++;
    else {
      if (v < min) min = v;
      if (v > max) max = v;
    }
  }
  return { min, max, invalid };
}

/** Compares `actual` (SI) with a quoted value; returns a failure message or undefined. */
function compare(label: string, actual: number, q: Quoted): string | undefined {
  const scale = q.unit ? unitScale[q.unit] : 1;
  const factor = q.deviation?.factor ?? 1;
  const expected = q.value * scale * factor;
  const tolerance = (q.atol ?? 0) * scale * factor + (q.rtol ?? 0) * Math.abs(expected);
  const within = Math.abs(actual - expected) <= tolerance;
  const detail = `ours ${actual}, ${q.source} ${q.value}${q.unit ?? ''}${factor !== 1 ? ` × ${factor}` : ''} (tolerance ${tolerance})`;
  if (q.deviation && q.deviation.factor === undefined)
    return within
      ? `${label}: now agrees with ${q.source}, which the row calls a deviation (${q.deviation.why}): update the row; ${detail}`
      : undefined;
  return within ? undefined : `${label}: ${detail}${q.deviation ? ` [deviation: ${q.deviation.why}]` : ''}`;
}

/** A bound a reference asserts (min > v, min ≥ v, max < v); a deviation without factor must fail it. */
function bound(label: string, holds: (limit: number) => boolean, q: Quoted): string | undefined {
  const limit = q.value * (q.unit ? unitScale[q.unit] : 1) * (q.deviation?.factor ?? 1);
  const ok = holds(limit);
  if (q.deviation && q.deviation.factor === undefined)
    return ok
      ? `${label}: now holds for ${q.source}, which the row calls a deviation: update the row`
      : undefined;
  return ok ? undefined : `${label}: violates ${q.source} (limit ${limit})`;
}

function channelFailures(s: Surface, e: ChannelExpectation, label: string): string[] {
  const failures: (string | undefined)[] = [];
  const check = (what: string, actual: () => number, q: Quoted | undefined) => {
    if (q) failures.push(compare(`${label} ${what}`, actual(), q));
  };
  if (e.nx !== undefined && s.nx !== e.nx) failures.push(`${label} nx: ours ${s.nx}, expected ${e.nx}`);
  if (e.ny !== undefined && s.ny !== e.ny) failures.push(`${label} ny: ours ${s.ny}, expected ${e.ny}`);
  check('field x (nx·dx)', () => s.nx * s.dx, e.sizeX);
  check('field y (ny·dy)', () => s.ny * s.dy, e.sizeY);
  check('dx', () => s.dx, e.dx);
  check('dy', () => s.dy, e.dy);
  check('Sq', () => rmsFromArea(s), e.sq);
  check('profile Sq (x)', () => rmsFromProfiles(s, 'x'), e.profileSq);
  check('profile Sq (y)', () => rmsFromProfiles(s, 'y'), e.profileSqY);
  check('Sq after curvature detrend', () => rmsAfterCurvatureDetrend(s), e.detrendedSq);
  check(
    'profile Sq after curvature detrend',
    () => rmsFromProfiles(curvatureDetrended(s), 'x'),
    e.detrendedProfileSq,
  );
  check('rms gradient', () => rmsGradient(s), e.rmsGradient);
  const range = finiteRange(s.z);
  check('z min', () => range.min, e.zMin);
  check('z max', () => range.max, e.zMax);
  if (e.zAbove) failures.push(bound(`${label} z min > bound`, (l) => range.min > l, e.zAbove));
  if (e.zAtLeast) failures.push(bound(`${label} z min ≥ bound`, (l) => range.min >= l, e.zAtLeast));
  if (e.zBelow) failures.push(bound(`${label} z max < bound`, (l) => range.max < l, e.zBelow));
  const inv = e.invalid;
  if (inv) {
    const ok =
      (inv.count === undefined || range.invalid === inv.count) &&
      (inv.some === undefined || range.invalid > 0 === inv.some) &&
      (inv.atLeast === undefined || range.invalid >= inv.atLeast) &&
      (inv.atMost === undefined || range.invalid <= inv.atMost);
    if (!ok)
      failures.push(`${label} undefined points: ours ${range.invalid}, ${inv.source} ${JSON.stringify(inv)}`);
  }
  for (const { row, col, value } of e.at ?? [])
    check(`z[row ${row}, col ${col}]`, () => s.z[row * s.nx + col] as number, value);
  return failures.filter((f): f is string => f !== undefined);
}

function readFailures(path: string, file: SurfaceFile, expected: ReadExpectation): string[] {
  const failures: string[] = [];
  if (file.format !== expected.format)
    failures.push(`format: ours ${file.format}, expected ${expected.format}`);
  const count = expected.channelCount;
  if (count) {
    const same = file.channels.length === count.value;
    if (count.deviation ? same : !same)
      failures.push(
        `channel count: ours ${file.channels.length}, ${count.source} ${count.value}${count.deviation ? ` — the row calls this a deviation (${count.deviation.why}): update the row` : ''}`,
      );
  }
  if (expected.uniform) {
    const resampled = file.warnings.some((w) => w.code === 'nonuniform-sampling-resampled');
    if (resampled === expected.uniform.value)
      failures.push(
        `uniform: ${expected.uniform.source} says ${expected.uniform.value}, ours resampled=${resampled}`,
      );
  }
  for (const e of expected.channels) {
    const channel = file.channels[e.channel];
    const label = `channel ${e.channel}${e.name ? ` '${e.name}'` : ''}`;
    if (!channel) {
      failures.push(`${label}: missing (we have ${file.channels.length})`);
      continue;
    }
    if (e.name !== undefined && !channel.name.includes(e.name))
      failures.push(`${label} name: ours '${channel.name}' does not contain '${e.name}'`);
    if (e.kind !== undefined && channel.kind !== e.kind)
      failures.push(`${label} kind: ours ${channel.kind}, expected ${e.kind}`);
    if (e.zUnit !== undefined && channel.zUnit !== e.zUnit)
      failures.push(`${label} zUnit: ours '${channel.zUnit}', expected '${e.zUnit}'`);
    failures.push(...channelFailures(channel.surface, e, label));
  }
  const pair = expected.sameHeightsAs;
  if (pair) {
    const other = outcome(pair.path);
    const ours = file.channels[0]?.surface.z;
    const theirs = 'file' in other ? other.file.channels[0]?.surface.z : undefined;
    if (!ours || !theirs || ours.length !== theirs.length) {
      failures.push(
        `heights vs ${pair.path}: ${theirs?.length ?? 'no'} values for our ${ours?.length ?? 'no'} (${pair.source})`,
      );
    } else {
      const bad = ours.findIndex(
        (v, i) => Math.abs(v - (theirs[i] as number)) > pair.rtol * Math.abs(theirs[i] as number),
      );
      if (bad >= 0)
        failures.push(
          `heights vs ${pair.path}: point ${bad} ours ${ours[bad]}, theirs ${theirs[bad]} (${pair.source})`,
        );
    }
  }
  return failures.map((f) => `${path}: ${f}`);
}

describeRealFiles('real-file table (issue 3 item 4): every MANIFEST file through readSurfaceFile', () => {
  it('has exactly one row per file of MANIFEST.md §2, with its class, and every file is on disk', () => {
    const manifest = manifestClasses();
    expect(manifest.size).toBe(97);
    expect(Object.keys(realFileTable).sort()).toEqual([...manifest.keys()].sort());
    for (const [path, cls] of manifest) expect(realFileTable[path]?.class, path).toBe(cls);
    const onDisk = realFiles().filter((p) => !p.endsWith('.md'));
    expect(onDisk.sort()).toEqual([...manifest.keys()].sort());
  });

  it.each(Object.keys(realFileTable).sort())('%s', (path) => {
    const row = realFileTable[path]!;
    const result = outcome(path);
    if (isRejectRow(row)) {
      if ('file' in result) {
        throw new Error(
          `${path}: read as ${result.file.format}, but the row expects ${row.rejects} (${row.why})`,
        );
      }
      expect(isSurfaceError(result.error), String(result.error)).toBe(true);
      const error = result.error as { code: string; reason: string };
      expect(error.code, `${path}: ${error.reason}`).toBe(row.rejects);
      expect(error.reason).toMatch(row.reason);
      return;
    }
    if ('error' in result)
      throw new Error(`${path}: expected to read as ${row.format}, threw ${String(result.error)}`);
    expect(readFailures(path, result.file, row)).toEqual([]);
  });
});
