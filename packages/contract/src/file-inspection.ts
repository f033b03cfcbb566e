// The answer of POST /api/file/inspect: what the importer makes of an instrument file before it is
// stored — format, channels with sizes in metres, valid points, Sq and the import warnings
// (implausible lateral size, heights far beyond the lateral size, all-invalid or constant fields,
// a likely 10³/10⁶ unit slip). The same shape as `asperity info --json`, with structured warnings.
import { importWarningCodes, type SurfaceFileSummary } from '@asperity/core';
import { z } from 'zod';

export const importWarningSchema = z
  .object({
    code: z.enum(importWarningCodes).describe('What looks wrong; the UI translates the code'),
    message: z.string().describe('English detail naming the value at fault'),
    channel: z.string().optional().describe('The channel the warning is about'),
  })
  .meta({ id: 'ImportWarning' });

export const channelSummarySchema = z
  .object({
    name: z.string(),
    kind: z.enum(['height', 'image', 'other']),
    nx: z.number().int().describe('Columns'),
    ny: z.number().int().describe('Rows'),
    dx: z.number().describe('Metres per pixel along x'),
    dy: z.number().describe('Metres per pixel along y'),
    zUnit: z.string().describe('SI unit of the values ("m" for heights)'),
    validPoints: z.number().int(),
    Sq: z.number().nullable().describe('RMS about the mean of the valid points, no levelling, in zUnit'),
    warnings: z.array(importWarningSchema),
  })
  .meta({ id: 'ChannelSummary' });

export const fileInspectionSchema = z
  .object({
    fileName: z.string(),
    format: z.string().describe('Id of the reader that read the file (see docs/formats.md)'),
    channels: z.array(channelSummarySchema),
    warnings: z.array(importWarningSchema).describe('Warnings about the file as a whole'),
    metadata: z.record(z.string(), z.string()),
  })
  .meta({ id: 'FileInspection' });

export type FileInspection = z.infer<typeof fileInspectionSchema>;

// The schema must describe the core's summary exactly (plus the file name).
const _sameShape: (summary: SurfaceFileSummary) => Omit<FileInspection, 'fileName'> = (summary) => ({
  ...summary,
  channels: summary.channels.map((c) => ({ ...c, warnings: [...c.warnings] })),
  warnings: [...summary.warnings],
});
void _sameShape;
