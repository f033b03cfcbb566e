import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formats, readSurfaceFile, subtractMeanPlane } from '@asperity/core';
import { run } from '../main.ts';
import { captureIo } from '../test-io.ts';
import { parseOperatorSpec } from './op-spec.ts';
import { syntheticFile } from './test-surfaces.ts';

async function cli(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = captureIo();
  const code = await run(args, io);
  return { code, out: io.out(), err: io.err() };
}

const x3p = formats.find((f) => f.id === 'x3p' && f.write && f.read);
if (!x3p?.write) throw new Error('the x3p writer is registered');

describe('asperity apply and ops', () => {
  let dir = '';
  let input = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'asperity-apply-'));
    input = join(dir, 'synthetic.x3p');
    await writeFile(input, x3p.write!(syntheticFile()));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('parses --op specs into validated steps with defaults and typed values', () => {
    expect(parseOperatorSpec('level.plane')).toEqual({ op: 'level.plane', params: {} });
    expect(() => parseOperatorSpec('level.plane:bogus=1')).toThrow(/bogus|unrecognized/i);
    expect(() => parseOperatorSpec('no.such-op')).toThrow(/unknown operator no\.such-op/);
    expect(() => parseOperatorSpec('level.plane:novalue')).toThrow(/key=value/);
  });

  it('levels a file and writes it: the output equals the core mean-plane subtraction', async () => {
    const out = join(dir, 'levelled.x3p');
    const r = await cli(['apply', input, '--op', 'level.plane', '-o', out, '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({
      out,
      format: 'x3p',
      channel: 0,
      steps: [{ op: 'level.plane' }],
    });
    const written = readSurfaceFile(new Uint8Array(await readFile(out)), 'levelled.x3p');
    const expected = subtractMeanPlane(syntheticFile().channels[0]!.surface).z;
    const got = written.channels[0]!.surface.z;
    expect(got.length).toBe(expected.length);
    for (let i = 0; i < got.length; i++) {
      if (Number.isNaN(expected[i]!)) expect(got[i]).toBeNaN();
      else expect(got[i]!).toBeCloseTo(expected[i]!, 15);
    }
  });

  it('refuses two level steps in a row with the catalogue code, as JSON with --json', async () => {
    const r = await cli([
      'apply',
      input,
      '--op',
      'level.plane',
      '--op',
      'level.plane',
      '-o',
      join(dir, 'x.x3p'),
      '--json',
    ]);
    expect(r.code).not.toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ errorCode: 'level-consecutive-operators' });
  });

  it('lists the operators with plans and parameters', async () => {
    const r = await cli(['ops', '--json']);
    expect(r.code).toBe(0);
    const list = JSON.parse(r.out) as { id: string; plan: string; parameters: unknown[] }[];
    expect(list.find((o) => o.id === 'level.plane')).toMatchObject({ plan: 'Basic', parameters: [] });
    const text = await cli(['ops']);
    expect(text.out).toMatch(/^level\.plane\s+Basic\s+Level/m);
  });

  it(`docs/operators.md is up to date — if this fails, run: npx asperity ops --markdown --output docs/operators.md`, async () => {
    const page = await readFile(join(import.meta.dirname, '../../../../docs/operators.md'), 'utf8');
    const r = await cli(['ops', '--markdown']);
    expect(page, 'docs/operators.md is stale: regenerate and commit it').toBe(r.out);
  });
});
