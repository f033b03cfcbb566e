// The editor's analysis calls (spec part 2 §7): one route per analysis of the registry, at the path
// and method of the contract's EDITOR_CALLS. A GET takes the settings as query values, a POST as a
// JSON body; both carry fileGuid (and optionally channel). Answers are JSON in SI units, with NaN
// and ±Infinity sent as the strings "NaN", "Infinity", "-Infinity" (contract json-numbers.ts).
import {
  EDITOR_CALLS,
  decodeQuerySettings,
  editorFileSchema,
  errorResponseSchema,
  stringifyWithNonFinite,
} from '@asperity/contract';
import { analyses } from '@asperity/core';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientAbortSignal } from '../../http/client-abort.ts';
import { AppError } from '../../http/errors.ts';
import type { AccountsService } from '../accounts/service.ts';
import { accessTokenOf } from '../accounts/session-cookies.ts';
import type { FilesService } from '../files/service.ts';
import type { AnalysisService } from './service.ts';

export interface EditorRoutesOptions {
  readonly analysis: AnalysisService;
  readonly files: FilesService;
  readonly accounts: AccountsService;
}

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  402: errorResponseSchema,
  404: errorResponseSchema,
  503: errorResponseSchema,
};

export const editorRoutes: FastifyPluginCallbackZod<EditorRoutesOptions> = (
  app,
  { analysis, files, accounts },
  done,
) => {
  for (const definition of analyses) {
    const call = EDITOR_CALLS[definition.id];
    const schema = {
      tags: ['editor'],
      summary: definition.title,
      description:
        `Analysis "${definition.id}". Settings and their defaults: see docs/api.md and the contract's ` +
        `analysisContracts. ${call.method === 'GET' ? 'Query' : 'JSON body'}: the settings plus fileGuid ` +
        'and optional channel. Plan-gated: 402 plan-required names the plan.',
      response: errors,
    };
    app.route({
      method: call.method,
      url: call.path,
      schema:
        call.method === 'GET'
          ? { ...schema, querystring: z.record(z.string(), z.unknown()) }
          : { ...schema, body: z.record(z.string(), z.unknown()) },
      handler: async (request, reply) => {
        const raw =
          call.method === 'GET'
            ? decodeQuerySettings(request.query as Record<string, unknown>)
            : { ...(request.body as Record<string, unknown>) };
        const file = editorFileSchema.safeParse(raw);
        if (!file.success)
          throw new AppError('invalid-request', 'fileGuid (and an optional channel index) is required');
        const { fileGuid: _fileGuid, channel: _channel, ...settings } = raw;
        const user = await accounts.requireUser(accounts.authenticate(accessTokenOf(request)));
        const ref = await files.surfaceOf(user, file.data.fileGuid, file.data.channel);
        const result = await analysis.run(
          definition.id,
          settings,
          ref,
          { tier: accounts.tierOf(user) },
          clientAbortSignal(reply),
        );
        // Already JSON (with NaN as "NaN"): sent as text, past the typed error-only response schema.
        const json: unknown = stringifyWithNonFinite(result);
        return reply.type('application/json; charset=utf-8').send(json as never);
      },
    });
  }
  done();
};
