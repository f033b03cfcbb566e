// Batch analysis (spec part 3 §1–§3, issue 19 items 3, 4 and 8): a recipe run over many files of the
// library on the job queue. The HTTP shapes of /api/batch (docs/api.md "Batch analysis").
//
// Decisions (the spec names the output formats fibps, sur and txt and shows nothing else):
// - Outputs: "txt" (the parameter table, tab-separated), "csv" (the same table with the part 1 §9 CSV
//   rules), "xlsx" (the same table as a workbook) and "sur" (each processed surface as Digital Surf SUR, in
//   the result folder of the library). fibps is not offered: no public description of the format exists
//   (docs/formats.md).
// - Values of the tables are in SI base units (m, m², m³/m², 1/m², 1/m, rad; ratios as fractions), the
//   unit in each column's header, the same numbers `asperity params --json` prints.
import { z } from 'zod';

export const BATCH_PATHS = {
  start: '/api/batch',
  list: '/api/batch',
  one: '/api/batch/:jobId',
  retry: '/api/batch/:jobId/retry',
  resultCsv: '/api/batch/:jobId/result.csv',
  resultTxt: '/api/batch/:jobId/result.txt',
  resultXlsx: '/api/batch/:jobId/result.xlsx',
  resultZip: '/api/batch/:jobId/result.zip',
  report: '/api/batch/:jobId/report.pdf',
} as const;

/** What a batch may write; fibps is refused (no public description of the format). */
export const BATCH_OUTPUTS = ['txt', 'csv', 'xlsx', 'sur'] as const;
export type BatchOutput = (typeof BATCH_OUTPUTS)[number];

export const BATCH_LIMITS = {
  /** Files of one batch, after the folders are expanded. */
  maxFiles: 1000,
  /** Files and folders named in one request. */
  maxItems: 1000,
  /** Runs a user may have queued or running at once. */
  maxActiveRuns: 5,
} as const;

export const BATCH_JOB_NAME = 'batch-analysis';

export const batchStartSchema = z
  .object({
    files: z.array(z.string().min(1).max(100)).max(BATCH_LIMITS.maxItems).default([]),
    folders: z.array(z.string().min(1).max(100)).max(BATCH_LIMITS.maxItems).default([]),
    recipeId: z.string().min(1).max(64),
    outputs: z.array(z.enum(BATCH_OUTPUTS)).min(1).max(BATCH_OUTPUTS.length),
    /** The result folder's name (default: "Batch <recipe> <date>"). */
    name: z.string().trim().min(1).max(100).optional(),
  })
  .meta({ id: 'BatchStartRequest' });
export type BatchStartRequest = z.input<typeof batchStartSchema>;
export type BatchStartBody = z.output<typeof batchStartSchema>;

export const batchStartedSchema = z.object({ jobId: z.string() }).meta({ id: 'BatchStarted' });
export type BatchStarted = z.infer<typeof batchStartedSchema>;

export const BATCH_STATES = ['queued', 'running', 'done', 'failed', 'canceled'] as const;
export type BatchState = (typeof BATCH_STATES)[number];
export const BATCH_FILE_STATES = ['pending', 'running', 'done', 'failed', 'canceled'] as const;
export type BatchFileState = (typeof BATCH_FILE_STATES)[number];

export const batchFileStatusSchema = z
  .object({
    fileGuid: z.string(),
    name: z.string(),
    state: z.enum(BATCH_FILE_STATES),
    /** Why the file failed (a catalogue code and the reason), when it failed. */
    errorCode: z.string().optional(),
    reason: z.string().optional(),
    /** The processed surface in the result folder (output "sur"). */
    outputFileGuid: z.string().optional(),
  })
  .meta({ id: 'BatchFileStatus' });
export type BatchFileStatus = z.infer<typeof batchFileStatusSchema>;

export const batchStatusSchema = z
  .object({
    jobId: z.string(),
    name: z.string(),
    recipeId: z.string(),
    recipeName: z.string(),
    outputs: z.array(z.enum(BATCH_OUTPUTS)),
    state: z.enum(BATCH_STATES),
    done: z.number().int().describe('files finished, successfully or not'),
    total: z.number().int(),
    failed: z.number().int(),
    resultFolderGuid: z.string().optional(),
    createdAt: z.string(),
    finishedAt: z.string().optional(),
    files: z.array(batchFileStatusSchema),
  })
  .meta({ id: 'BatchStatus' });
export type BatchStatus = z.infer<typeof batchStatusSchema>;

export const batchSummarySchema = batchStatusSchema.omit({ files: true }).meta({ id: 'BatchSummary' });
export type BatchSummary = z.infer<typeof batchSummarySchema>;
export const batchListSchema = z.object({ runs: z.array(batchSummarySchema) }).meta({ id: 'BatchList' });
export type BatchList = z.infer<typeof batchListSchema>;

export const batchJobParamsSchema = z.object({ jobId: z.string().min(1).max(64) });

/** The live message kind of a batch's progress on the socket (JobProgress.kind). */
export const BATCH_PROGRESS_KIND = 'batch-analysis';
