// One editor analysis call as docs/api.md "Editor analyses" describes it: the path and method of the
// contract's EDITOR_CALLS, the settings as query values (GET: JSON text for numbers, booleans and
// arrays, the text itself for words) or as the JSON body (POST), and the file with the fork the
// editor shows, so the numbers are those of the surface on screen. Answers carry NaN as "NaN"
// (contract json-numbers.ts), which comes back as a number here.
import { EDITOR_CALLS, parseWithNonFinite } from '@asperity/contract';
import type { AnalysisId } from '@asperity/core';
import type { HttpClient, QueryValue } from '../../../../app/http.ts';

/** The surface an analysis runs on: the file, its channel and the fork shown now. */
export interface AnalysisTarget {
  readonly fileGuid: string;
  readonly channel: number;
  readonly forkHash: string;
}

/** A settings value as a query value: words as they are, everything else as JSON; null is left out. */
export function toQueryValue(value: unknown): QueryValue {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** Turns the "NaN" / "Infinity" strings of an answer back into numbers. */
export function reviveNonFinite<T>(answer: unknown): T {
  return (answer === undefined ? answer : parseWithNonFinite(JSON.stringify(answer))) as T;
}

export async function callEditorAnalysis<T>(
  http: HttpClient,
  id: AnalysisId,
  target: AnalysisTarget,
  settings: Readonly<Record<string, unknown>>,
  signal?: AbortSignal,
): Promise<T> {
  const call = EDITOR_CALLS[id];
  const file = { fileGuid: target.fileGuid, channel: target.channel, forkHash: target.forkHash };
  const options = signal ? { signal } : {};
  if (call.method === 'GET') {
    const query: Record<string, QueryValue> = {};
    for (const [key, value] of Object.entries({ ...settings, ...file })) query[key] = toQueryValue(value);
    return reviveNonFinite<T>(await http.get<unknown>(call.path, { ...options, query }));
  }
  return reviveNonFinite<T>(await http.post<unknown>(call.path, { ...settings, ...file }, options));
}
