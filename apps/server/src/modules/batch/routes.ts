// Batch analysis calls (issue 19 item 8; docs/api.md "Batch analysis"). HTTP only; rules in service.ts.
import {
  BATCH_PATHS,
  batchJobParamsSchema,
  batchListSchema,
  batchStartSchema,
  batchStartedSchema,
  batchStatusSchema,
  errorResponseSchema,
} from '@asperity/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountsService } from '../accounts/service.ts';
import { accessTokenOf } from '../accounts/session-cookies.ts';
import { attachmentDisposition } from '../export/content-disposition.ts';
import { zipStream } from '../export/zip-stream.ts';
import type { BatchService } from './service.ts';

export interface BatchRoutesOptions {
  readonly batch: BatchService;
  readonly accounts: AccountsService;
}

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  402: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

const ownRun =
  "The signed-in owner of the run only (another user's run answers 404, like one that does not exist).";

export const batchRoutes: FastifyPluginCallbackZod<BatchRoutesOptions> = (app, { batch, accounts }, done) => {
  const tags = ['batch'];
  const signedIn = (request: Parameters<typeof accessTokenOf>[0]) =>
    accounts.requireUser(accounts.authenticate(accessTokenOf(request)));

  app.post(
    BATCH_PATHS.start,
    {
      schema: {
        tags,
        summary:
          'Start a batch analysis: a recipe over files and folders (Advanced plan, flag batchAnalysis)',
        description:
          'Every file and every file under the folders (subfolders included, 2D images left out) runs the ' +
          "recipe: its operators in order, then its analyses. Each file and folder must be the caller's " +
          '(404 otherwise). outputs: txt/csv/xlsx (the parameter table) and sur (the processed surfaces, in ' +
          'a result folder of the library). 202 with the jobId at once; the work goes through the job queue.',
        body: batchStartSchema,
        response: { 202: batchStartedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await signedIn(request);
      const jobId = await batch.start(user, request.body);
      return reply.code(202).send({ jobId });
    },
  );

  app.get(
    BATCH_PATHS.list,
    {
      schema: {
        tags,
        summary: "The signed-in user's batch runs, newest first (at most 50)",
        response: { 200: batchListSchema, ...errors },
      },
    },
    async (request) => ({ runs: await batch.list(await signedIn(request)) }),
  );

  app.get(
    BATCH_PATHS.one,
    {
      schema: {
        tags,
        summary: 'A batch run: state, done, total, failed, the result folder and every file with its state',
        description: ownRun,
        params: batchJobParamsSchema,
        response: { 200: batchStatusSchema, ...errors },
      },
    },
    async (request) => batch.status(await signedIn(request), request.params.jobId),
  );

  app.delete(
    BATCH_PATHS.one,
    {
      schema: {
        tags,
        summary: 'Cancel a batch run: files not started are canceled, the one being computed finishes',
        description: `${ownRun} A finished run is answered as it is.`,
        params: batchJobParamsSchema,
        response: { 200: batchStatusSchema, ...errors },
      },
    },
    async (request) => batch.cancel(await signedIn(request), request.params.jobId),
  );

  app.post(
    BATCH_PATHS.retry,
    {
      schema: {
        tags,
        summary: 'Run the failed and canceled files of a finished batch run again',
        description: `${ownRun} 409 while the run is still going; 400 when no file failed.`,
        params: batchJobParamsSchema,
        response: { 202: batchStatusSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await batch.retry(await signedIn(request), request.params.jobId)),
  );

  const table = (form: 'csv' | 'txt' | 'xlsx', path: string, type: string) =>
    app.get(
      path,
      {
        schema: {
          tags,
          summary: `The parameter table of a batch run as ${form.toUpperCase()} (the files finished so far)`,
          description:
            `${ownRun} One row per file (File, Status, Reason, then one column per parameter headed ` +
            '"<id> [<SI unit>]"). CSV: byte-order mark, CRLF, quoted fields (spec part 1 §9).',
          params: batchJobParamsSchema,
          response: { 200: z.any(), ...errors },
        },
      },
      async (request, reply) => {
        const { name, body } = await batch.table(await signedIn(request), request.params.jobId, form);
        return reply
          .header('content-type', type)
          .header('content-disposition', attachmentDisposition(name))
          .header('cache-control', 'private, no-store')
          .send(body);
      },
    );
  table('csv', BATCH_PATHS.resultCsv, 'text/csv; charset=utf-8');
  table('txt', BATCH_PATHS.resultTxt, 'text/plain; charset=utf-8');
  table('xlsx', BATCH_PATHS.resultXlsx, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

  app.get(
    BATCH_PATHS.resultZip,
    {
      schema: {
        tags,
        summary: 'Every output of a batch run in one zip: the tables chosen and surfaces/<name>.sur',
        description: ownRun,
        params: batchJobParamsSchema,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { name, entries } = await batch.zip(await signedIn(request), request.params.jobId);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachmentDisposition(name))
        .header('cache-control', 'private, no-store')
        .send(zipStream(entries));
    },
  );
  app.get(
    BATCH_PATHS.report,
    {
      schema: {
        tags,
        summary: 'The print report of a batch run (PDF): a section per file, then the summary table',
        description: `${ownRun} Flag printReport (403 when off).`,
        params: batchJobParamsSchema,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { name, body } = await batch.reportPdf(await signedIn(request), request.params.jobId);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition(name))
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
  done();
};
