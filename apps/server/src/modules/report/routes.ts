// GET /api/files/{fileGuid}/report.pdf: the print report (issue 19 item 8). HTTP only; the sections
// are gathered in report-service.ts and written by pdf-builder.ts. The file is reached through the
// access function with read: its owner by fileGuid, a link visitor with shareHash or a folder token.
import { REPORT_PATHS, errorResponseSchema, reportQuerySchema } from '@asperity/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccessService } from '../access/access-service.ts';
import { fileTargetOf } from '../access/file-target.ts';
import { pathFileGuid } from '../access/path-file-guid.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { ReportService } from './report-service.ts';

export interface ReportRoutesOptions {
  readonly reports: ReportService;
  readonly accounts: AccountsService;
  readonly access: AccessService;
}

const params = z.object({ fileGuid: z.string().min(1).max(64) });

/** A file name for Content-Disposition: the file's name without its extension, plain ASCII fallback. */
export function reportFileName(name: string): { ascii: string; utf8: string } {
  const base = name.replace(/\.[^.]+$/, '') || 'surface';
  const utf8 = `${base} report.pdf`;
  const ascii = utf8.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return { ascii, utf8 };
}

export const reportRoutes: FastifyPluginCallbackZod<ReportRoutesOptions> = (
  app,
  { reports, accounts, access },
  done,
) => {
  const target = fileTargetOf(accounts, access);
  app.get(
    REPORT_PATHS.report,
    {
      schema: {
        tags: ['editor'],
        summary: 'The print report of a 3D image (PDF)',
        description:
          'A PDF with the title, the image and instrument properties, the 2D height map with its colour bar, ' +
          'a 3D view (shaded oblique projection), the areal parameter table, the material ratio curve, the ' +
          'operation history and the date. `sections` chooses the parts (all when absent), `parameters` the ' +
          "table's rows, `forkHash` a fork of the history (the saved version when absent). The owner by " +
          'fileGuid; a link visitor adds shareHash (the path may then name the file by it) or token (read ' +
          'is enough). Feature printReport: 402 ' +
          'plan-required when the plan or the installation does not allow it. A 2D image or an unknown ' +
          'parameter: 400 invalid-request.',
        params,
        querystring: reportQuerySchema,
        produces: ['application/pdf'],
        response: {
          400: errorResponseSchema,
          401: errorResponseSchema,
          402: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { sections, parameters, channel, forkHash, ...link } = request.query;
      const { user, access: granted } = await target(
        request,
        reply,
        { ...link, fileGuid: pathFileGuid(request.params.fileGuid, link.shareHash) },
        'read',
      );
      const pdf = await reports.filePdf(user, granted.file, { sections, parameters, channel, forkHash });
      const name = reportFileName(granted.file.name);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${name.ascii}"; filename*=UTF-8''${encodeURIComponent(name.utf8)}`,
        )
        .header('cache-control', 'private, no-store')
        .send(pdf as never);
    },
  );
  done();
};
