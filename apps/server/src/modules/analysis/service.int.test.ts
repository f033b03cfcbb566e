// AnalysisService with a real compute pool (worker threads running packages/core): answers equal
// to the core's, plan gates, validation with catalogue codes, caching and shared in-flight tasks.
import { analysisContracts, featureMinTier, PLAN_TIER, type AnalysisContract } from '@asperity/contract';
import { analyses, type AnalysisId, type Surface } from '@asperity/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { ComputePool } from '../../infra/compute/pool.ts';
import { AnalysisService } from './service.ts';

const surface: Surface = {
  nx: 32,
  ny: 16,
  dx: 1e-6,
  dy: 1e-6,
  x0: 0,
  y0: 0,
  // Heights from −1.2 µm to 3.5 µm.
  z: Float64Array.from({ length: 512 }, (_, i) => -1.2e-6 + (4.7e-6 * i) / 511),
  meta: {},
};
const ref = { key: 'surface-1', surface };
const advanced = { tier: PLAN_TIER.advanced };

let pool: ComputePool;
let runs = 0;

beforeAll(() => {
  pool = new ComputePool({ threads: 1, maxQueue: 8 });
  const run = pool.run.bind(pool);
  pool.run = ((...args: Parameters<typeof run>) => {
    runs++;
    return run(...args);
  }) as typeof pool.run;
});

afterAll(async () => {
  await pool.close();
});

async function expectAppError(promise: Promise<unknown>, code: string): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  return error as AppError;
}

describe('AnalysisService', () => {
  const lazyService = (): AnalysisService => new AnalysisService(pool, { subscriptions: true });

  it('answers what the core analysis computes, with the contract defaults filled in', async () => {
    const definition = analyses.find((a) => a.id === 'color-scale-ticks');
    const expected = definition?.run(surface, { unit: 'auto', maxTicks: 10 } as never);
    const answer = await lazyService().run('color-scale-ticks', {}, ref, advanced);
    expect(answer).toEqual(expected);
    expect(JSON.stringify(answer)).toMatch(/µm|micron/);
  });

  it('computes once for equal settings in any key order, and again for another surface key', async () => {
    const s = lazyService();
    const before = runs;
    const a = await s.run('color-scale-ticks', { unit: 'nanometer', maxTicks: 6 }, ref, advanced);
    const b = await s.run('color-scale-ticks', { maxTicks: 6, unit: 'nanometer' }, ref, advanced);
    expect(b).toBe(a);
    expect(runs - before).toBe(1);
    await s.run(
      'color-scale-ticks',
      { unit: 'nanometer', maxTicks: 6 },
      { ...ref, key: 'surface-2' },
      advanced,
    );
    expect(runs - before).toBe(2);
  });

  it('shares one task between equal requests in flight', async () => {
    const s = lazyService();
    const before = runs;
    const [a, b] = await Promise.all([
      s.run('color-scale-ticks', { maxTicks: 7 }, ref, advanced),
      s.run('color-scale-ticks', { maxTicks: 7 }, ref, advanced),
    ]);
    expect(a).toEqual(b);
    expect(runs - before).toBe(1);
  });

  it('refuses invalid settings with invalid-request naming the field', async () => {
    const error = await expectAppError(
      lazyService().run('color-scale-ticks', { maxTicks: 1 }, ref, advanced),
      'invalid-request',
    );
    expect(error.reason).toMatch(/maxTicks/);
    expect(error.status).toBe(400);
  });

  it('answers not-found for an analysis that does not exist', async () => {
    await expectAppError(lazyService().run('no-such-analysis', {}, ref, advanced), 'not-found');
  });

  it('gates analyses by plan when subscriptions are on, and lets everyone in when they are off', async () => {
    const contracts = analysisContracts as Record<AnalysisId, AnalysisContract<AnalysisId>>;
    const gated = analyses.find((a) => featureMinTier(contracts[a.id].feature) > PLAN_TIER.free);
    expect(gated, 'an analysis above the free plan').toBeDefined();
    if (!gated) return;
    const error = await expectAppError(
      lazyService().run(gated.id, {}, ref, { tier: PLAN_TIER.free }),
      'plan-required',
    );
    expect(error.status).toBe(402);
    expect(error.reason).toMatch(/Basic|Advanced/);
    // Subscriptions off: no plan gate (the analysis may still refuse this ramp for its own reasons).
    const open = new AnalysisService(pool, { subscriptions: false });
    const outcome = await open.run(gated.id, {}, ref, { tier: PLAN_TIER.free }).then(
      () => 'ok',
      (e: unknown) => (e instanceof AppError ? e.code : 'unexpected'),
    );
    expect(outcome).not.toBe('plan-required');
    expect(outcome).not.toBe('unexpected');
  });
});
