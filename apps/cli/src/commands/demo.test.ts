import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateDemoSurface } from '@asperity/core';
import { run } from '../main.ts';
import { captureIo } from '../test-io.ts';

function parseCsv(text: string): number[][] {
  return text
    .trimEnd()
    .split('\n')
    .map((line) => line.split(',').map(Number));
}

describe('asperity demo', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'asperity-demo-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes an ny × nx matrix of the demo surface heights in metres', async () => {
    const file = join(dir, 'out.csv');
    const io = captureIo();
    expect(await run(['demo', '-o', file, '--nx', '7', '--ny', '5', '--seed', '3'], io)).toBe(0);
    const rows = parseCsv(await readFile(file, 'utf8'));
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(row).toHaveLength(7);
    // Exactly the generator's values: the CSV round-trips float64.
    const expected = generateDemoSurface({ nx: 7, ny: 5, seed: 3 });
    expect(rows.flat()).toEqual(Array.from(expected.z));
    for (const v of rows.flat()) expect(Math.abs(v)).toBeLessThan(1e-5);
    expect(io.out()).toContain('wrote 7 × 5 demo surface');
  });

  it('defaults to 256 × 256, seed 1', async () => {
    const file = join(dir, 'default.csv');
    expect(await run(['demo', '--output', file], captureIo())).toBe(0);
    const rows = parseCsv(await readFile(file, 'utf8'));
    expect(rows).toHaveLength(256);
    expect(rows[0]).toHaveLength(256);
    const expected = generateDemoSurface({ nx: 256, ny: 256, seed: 1 });
    expect(rows[0]![0]).toBe(expected.z[0]);
    expect(rows[255]![255]).toBe(expected.z[256 * 256 - 1]);
  });

  it('writes to standard output for -o -', async () => {
    const io = captureIo();
    expect(await run(['demo', '-o', '-', '--nx', '3', '--ny', '2'], io)).toBe(0);
    const rows = parseCsv(io.out());
    expect(rows.map((r) => r.length)).toEqual([3, 3]);
  });

  it('rejects a missing output, bad sizes and unwritable paths with a message', async () => {
    let io = captureIo();
    expect(await run(['demo'], io)).toBe(1);
    expect(io.err()).toContain("required option '-o, --output <file>'");

    io = captureIo();
    expect(await run(['demo', '-o', join(dir, 'x.csv'), '--nx', '1'], io)).toBe(1);
    expect(io.err()).toContain('expected an integer from 2 to 8192');

    io = captureIo();
    expect(await run(['demo', '-o', join(dir, 'x.csv'), '--ny', '12abc'], io)).toBe(1);
    expect(io.err()).toContain("'12abc' is invalid");

    io = captureIo();
    expect(await run(['demo', '-o', join(dir, 'missing', 'x.csv'), '--nx', '2', '--ny', '2'], io)).toBe(1);
    expect(io.err()).toMatch(/^asperity: ENOENT/);
  });
});
