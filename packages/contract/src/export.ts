// Export and download (spec part 3 §3, §4 and §7): files and folders of the library exported as
// instrument files, pictures or height tables (one file as itself, several or a folder as a zip),
// any fork of a file's history exported the same way, and the short-lived server copy of a blob the
// browser could not save itself (the download fallback).
import { z } from 'zod';
import { COLOR_GRADIENTS, FILE_EXPORT_TYPES } from './constants.ts';
import { forkHashSchema } from './history.ts';

export const EXPORT_PATHS = {
  files: '/api/file/export',
  fork: '/api/file/export/fork',
  uploads: '/api/uploads',
  upload: '/api/uploads/:token',
} as const;

/**
 * What a file can be exported as: the spec's export types (part 3 §3) plus `csv`, the height matrix
 * as comma-separated values (metres). filmetrics-binary and filmetrics-text are proprietary formats
 * without a public description: the server refuses them (415 unsupported-image-type).
 */
export const EXPORT_FORMATS = [...FILE_EXPORT_TYPES, 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportFormatSchema = z.enum(EXPORT_FORMATS);

/** The export formats the server writes (every one but the undocumented Filmetrics formats). */
export const WRITABLE_EXPORT_FORMATS: readonly ExportFormat[] = EXPORT_FORMATS.filter(
  (format) => format !== 'filmetrics-binary' && format !== 'filmetrics-text',
);

/** The extension an exported surface gets, without the dot (`original` keeps the file's own name). */
export const EXPORT_EXTENSIONS: Readonly<Record<Exclude<ExportFormat, 'original'>, string>> = {
  opengps: 'x3p',
  surf: 'sur',
  stereolithography: 'stl',
  png: 'png',
  csv: 'csv',
  'filmetrics-binary': 'fmspc',
  'filmetrics-text': 'txt',
};

/**
 * Which version of a file is exported: `saved` (default) is the file's saved version — its
 * saved operation history applied —, `source` the surface as uploaded, before any saved step.
 */
export const EXPORT_SOURCES = ['saved', 'source'] as const;
export type ExportSource = (typeof EXPORT_SOURCES)[number];

/** At most this many files and folders may be named in one export call. */
export const EXPORT_MAX_ITEMS = 1000;
/** At most this many files go into one export zip (every file below the folders counted). */
export const EXPORT_MAX_FILES = 5000;

/** PNG only: the colour gradient of the picture (one of the seven named ones; default: the default gradient). */
const gradientSchema = z
  .enum(COLOR_GRADIENTS)
  .optional()
  .describe('PNG only: colour gradient of the picture (default: the default gradient)');

const guidListSchema = z.array(z.string().min(1).max(64)).max(EXPORT_MAX_ITEMS);

/**
 * `files[0]=…&files[1]=…` (the spec's form), `files=…&files=…` and a single `files=…` all give a
 * list; the query parser leaves the bracketed keys as they are, so they are gathered here.
 */
function gatherIndexed(query: unknown): unknown {
  if (typeof query !== 'object' || query === null) return query;
  const out: Record<string, unknown> = {};
  const lists: Record<string, [number, string][]> = {};
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    const match = /^(files|folders)\[(\d{1,6})\]$/.exec(key);
    if (match) {
      const name = match[1] as string;
      const values = Array.isArray(value) ? (value as unknown[]) : [value];
      for (const v of values) (lists[name] ??= []).push([Number(match[2]), String(v)]);
    } else if (key === 'files' || key === 'folders') {
      const values = Array.isArray(value) ? (value as unknown[]) : [value];
      // Unindexed values come before indexed ones, in their order (the sort below is stable).
      (lists[key] ??= []).push(...values.map((v): [number, string] => [-1, String(v)]));
    } else {
      out[key] = value;
    }
  }
  for (const [name, entries] of Object.entries(lists))
    out[name] = entries.sort((a, b) => a[0] - b[0]).map(([, v]) => v);
  return out;
}

export const exportQuerySchema = z.preprocess(
  gatherIndexed,
  z.object({
    files: guidListSchema.default([]).describe('Files to export (files[0]=…&files[1]=…)'),
    folders: guidListSchema.default([]).describe('Folders to export with everything below them'),
    format: exportFormatSchema,
    exportSource: z.enum(EXPORT_SOURCES).default('saved'),
    channel: z.coerce.number().int().min(0).max(1023).optional(),
    gradient: gradientSchema,
    name: z
      .string()
      .min(1)
      .max(200)
      .optional()
      .describe('Name of the zip (without .zip) when several files or a folder are exported'),
    token: z
      .string()
      .min(1)
      .max(128)
      .optional()
      .describe('A folder link token: the files and folders named lie in the shared folder (spec part 3 §7)'),
    parentFolderId: z
      .string()
      .max(64)
      .optional()
      .describe('With token: the shared folder (or a folder inside it) the items were listed in'),
    shareHash: z
      .string()
      .min(1)
      .max(128)
      .optional()
      .describe('A file link: exports that file (files and folders are then ignored)'),
  }),
);
export type ExportQuery = z.infer<typeof exportQuerySchema>;

export const exportForkQuerySchema = z.object({
  fileGuid: z.string().min(1).max(64),
  channel: z.coerce.number().int().min(0).max(1023).optional(),
  forkHash: forkHashSchema,
  format: exportFormatSchema.exclude(['original']),
  gradient: gradientSchema,
});
export type ExportForkQuery = z.infer<typeof exportForkQuerySchema>;

/** How long the server keeps a blob sent through POST /api/uploads. */
export const DOWNLOAD_FALLBACK_LIFETIME_MS = 10 * 60 * 1000;
/** Largest blob POST /api/uploads accepts. */
export const DOWNLOAD_FALLBACK_MAX_BYTES = 64 * 1024 * 1024;

export const downloadFallbackSchema = z
  .object({ url: z.string().describe('Same-origin link answering the blob as an attachment') })
  .meta({ id: 'DownloadFallback' });
export type DownloadFallback = z.infer<typeof downloadFallbackSchema>;
