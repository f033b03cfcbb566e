// Helpers the history's integration tests share: reading and changing a history over HTTP, and the
// core's own numbers to compare the server's analyses with.
import {
  HISTORY_PATHS,
  analysisContracts,
  historyStateSchema,
  parseWithNonFinite,
  type HistoryState,
} from '@asperity/contract';
import { analyses, findOperator, type Surface } from '@asperity/core';
import { expect } from 'vitest';
import type { ApiClient } from '../../../test/http-client.ts';

export const state = (body: unknown): HistoryState => historyStateSchema.parse(body);

/** The history of a file's default channel. */
export async function historyOf(client: ApiClient, fileGuid: string): Promise<HistoryState> {
  const res = await client.get(`${HISTORY_PATHS.state}?fileGuid=${fileGuid}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return state(res.body);
}

/** Applies `step` to the fork `forkHash` and expects it to succeed. */
export async function applyStep(
  client: ApiClient,
  fileGuid: string,
  forkHash: string,
  step: { op: string; params?: unknown },
): Promise<HistoryState> {
  const res = await client.post(HISTORY_PATHS.apply, { fileGuid, forkHash, step });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return state(res.body);
}

/** One statistic of an areal-parameters answer. */
export function arealStat(body: unknown, id: string): number {
  const result = parseWithNonFinite(JSON.stringify(body)) as {
    categories: { statistics: { id: string; value: number }[] }[];
  };
  return result.categories.flatMap((c) => c.statistics).find((s) => s.id === id)?.value ?? Number.NaN;
}

/** An areal parameter as the core computes it on `surface` with the contract's default settings. */
export function coreArealStat(surface: Surface, id: string): number {
  const areal = analyses.find((a) => a.id === 'areal-parameters')!;
  const settings = analysisContracts['areal-parameters'].params.parse({});
  return arealStat(JSON.parse(JSON.stringify(areal.run(surface, settings))), id);
}

// No inputs given up: the core levels into a new surface and the test's source stays as it was.
export const levelled = (surface: Surface): Surface =>
  (findOperator('level.plane')!.apply as (s: Surface, p: object, i: object) => Surface)(surface, {}, {});
