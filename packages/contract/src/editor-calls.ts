// Where each analysis is answered (spec part 2 §7). Paths the spec gives are kept as written
// (GET with query settings, POST with a JSON body); the calls it does not show (areal and profile
// parameters, step-height line, slice/profile, dimension, ACF, 2D PSD, height histogram) are POSTs
// under /api/editor/ named after the analysis. Every call also carries the file: fileGuid and an
// optional channel index (query for GET, body for POST).
import type { AnalysisId } from '@asperity/core';
import { z } from 'zod';

export interface EditorCall {
  readonly method: 'GET' | 'POST';
  readonly path: string;
}

const get = (path: string): EditorCall => ({ method: 'GET', path });
const post = (path: string): EditorCall => ({ method: 'POST', path });

export const EDITOR_CALLS = {
  'color-scale-ticks': get('/api/editor/color-scale/ticks'),
  'average-psd': get('/api/editor/average-psd'),
  'bearing-ratio': get('/api/editor/bearing-ratio'),
  volume: get('/api/editor/volume'),
  'grains-and-particles': get('/api/editor/grains-and-particles'),
  'step-height-histogram': post('/api/editor/step-height/histogram'),
  'step-height-rectangles-preview': post('/api/editor/step-height/rectangles/preview'),
  'step-height-rectangles-leveling': post('/api/editor/step-height/rectangles/leveling-rect'),
  'step-height-rectangles': post('/api/editor/step-height/rectangles'),
  'step-height-line': post('/api/editor/step-height/line'),
  'areal-parameters': post('/api/editor/areal-parameters'),
  'profile-parameters': post('/api/editor/profile-parameters'),
  profile: post('/api/editor/profile'),
  dimension: post('/api/editor/dimension'),
  autocorrelation: post('/api/editor/autocorrelation'),
  'psd-2d': post('/api/editor/psd-2d'),
  'height-histogram': post('/api/editor/height-histogram'),
} as const satisfies { readonly [Id in AnalysisId]: EditorCall };

/** The file an editor call works on. */
export const editorFileSchema = z.object({
  fileGuid: z.string().min(1).max(64),
  channel: z
    .number()
    .int()
    .min(0)
    .max(1023)
    .optional()
    .describe('Channel index; the first height channel when absent'),
});
export type EditorFile = z.infer<typeof editorFileSchema>;

/**
 * Query values of a GET call as the analysis settings need them: JSON where a value parses as JSON
 * (numbers, booleans, arrays such as the volume's xs/ys), the text itself otherwise. Empty values
 * are skipped (part 2 §5 "Query strings skip empty or null values").
 */
export function decodeQuerySettings(query: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const settings: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(query)) {
    const value: unknown = Array.isArray(raw) ? (raw as unknown[])[raw.length - 1] : raw;
    if (typeof value !== 'string') {
      if (value !== undefined && value !== null) settings[key] = value;
      continue;
    }
    if (value === '' || value === 'null') continue;
    try {
      settings[key] = JSON.parse(value) as unknown;
    } catch {
      settings[key] = value;
    }
  }
  return settings;
}
