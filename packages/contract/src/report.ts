// The print report (spec part 3 §2 dialog "print report", §9 flag printReport, issue 19 item 6): a PDF
// of one file — title, instrument and image properties, the 2D map with its colour bar, a 3D view,
// the chosen parameter tables, the material ratio chart, the operation history and the date. The
// route is the issue's: GET /api/files/{fileGuid}/report.pdf; the query chooses what goes in.
import { z } from 'zod';
import { forkHashSchema } from './history.ts';
import { shareAccessFields } from './sharing.ts';

export const REPORT_PATHS = {
  report: '/api/files/:fileGuid/report.pdf',
} as const;

/** The sections of a report, in the order they are printed. */
export const REPORT_SECTIONS = ['properties', 'map', 'view3d', 'parameters', 'chart', 'history'] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

/** A comma-separated list (or the query key repeated) of allowed words, without repeats, in input order. */
function wordList<const T extends string>(allowed: readonly T[] | null, what: string) {
  return z.union([z.string(), z.array(z.string())]).transform((value, context) => {
    const words = (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((word) => word.trim())
      .filter((word) => word !== '');
    const unknown =
      allowed === null ? [] : words.filter((word) => !(allowed as readonly string[]).includes(word));
    if (unknown.length > 0) {
      context.addIssue({ code: 'custom', message: `unknown ${what}: ${unknown.join(', ')}` });
      return z.NEVER;
    }
    return [...new Set(words)] as T[];
  });
}

export const reportQuerySchema = z.object({
  sections: wordList(REPORT_SECTIONS, 'section')
    .optional()
    .describe(`Comma-separated, any of ${REPORT_SECTIONS.join(', ')}; absent: all of them`),
  parameters: wordList<string>(null, 'parameter')
    .optional()
    .describe('Comma-separated areal parameter ids (e.g. Sq,Sa,Sz) for the parameter table; absent: all'),
  channel: z.coerce
    .number()
    .int()
    .min(0)
    .max(1023)
    .optional()
    .describe('Channel index; the first height channel when absent'),
  forkHash: forkHashSchema
    .optional()
    .describe("A fork of the file's operation history; the saved version when absent"),
  ...shareAccessFields,
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;
