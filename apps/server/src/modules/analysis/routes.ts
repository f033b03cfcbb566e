// The editor's analysis calls (spec part 2 §7): one route per analysis of the registry, at the path
// and method of the contract's EDITOR_CALLS. A GET takes the settings as query values, a POST as a
// JSON body; both carry fileGuid (and optionally channel and forkHash: a fork of the file's operation
// history, modules/history; without it the file's saved version). Answers are JSON in SI units, with NaN
// and ±Infinity sent as the strings "NaN", "Infinity", "-Infinity" (contract json-numbers.ts).
import {
  EDITOR_CALLS,
  decodeQuerySettings,
  editorFileSchema,
  errorResponseSchema,
  forkHashSchema,
  shareAccessFields,
  stringifyWithNonFinite,
} from '@asperity/contract';
import { analyses } from '@asperity/core';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientAbortSignal } from '../../http/client-abort.ts';
import { AppError } from '../../http/errors.ts';
import type { AccessService } from '../access/access-service.ts';
import { fileTargetOf } from '../access/file-target.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { HistoryService } from '../history/service.ts';
import type { AnalysisService } from './service.ts';

export interface EditorRoutesOptions {
  readonly analysis: AnalysisService;
  readonly history: HistoryService;
  readonly accounts: AccountsService;
  readonly access: AccessService;
}

/** The link fields of a call (shareHash, token, folderGuid), read as the text sent. */
const linkFieldsSchema = z.object(shareAccessFields);

/** A query value as sent (the last of repeated ones); undefined when absent or empty. */
function lastValue(value: unknown): unknown {
  const last: unknown = Array.isArray(value) ? (value as unknown[]).at(-1) : value;
  return last === '' || last === null ? undefined : last;
}

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  402: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  503: errorResponseSchema,
};

export const editorRoutes: FastifyPluginCallbackZod<EditorRoutesOptions> = (
  app,
  { analysis, history, accounts, access },
  done,
) => {
  const target = fileTargetOf(accounts, access);
  for (const definition of analyses) {
    const call = EDITOR_CALLS[definition.id];
    const schema = {
      tags: ['editor'],
      summary: definition.title,
      description:
        `Analysis "${definition.id}". Settings and their defaults: see docs/api.md and the contract's ` +
        `analysisContracts. ${call.method === 'GET' ? 'Query' : 'JSON body'}: the settings plus fileGuid ` +
        '(or shareHash, or fileGuid with a folder link token), ' +
        'optional channel and optional forkHash (a fork of the operation history, 404 when it is not in ' +
        "it; the file's saved version when absent). Plan-gated: 402 plan-required names the plan.",
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
        const textOf = (key: string): unknown =>
          call.method === 'GET' ? lastValue((request.query as Record<string, unknown>)[key]) : raw[key];
        const link = linkFieldsSchema.safeParse({
          shareHash: textOf('shareHash'),
          token: textOf('token'),
          folderGuid: textOf('folderGuid'),
        });
        if (!link.success)
          throw new AppError('invalid-request', 'shareHash, token or folderGuid is malformed');
        const file = editorFileSchema.safeParse(
          link.data.shareHash !== undefined && raw.fileGuid === undefined ? { ...raw, fileGuid: '-' } : raw,
        );
        if (!file.success)
          throw new AppError(
            'invalid-request',
            'fileGuid or shareHash (and an optional channel index) is required',
          );
        // The query's text as sent: a hash of digits only would otherwise have been read as a number.
        const rawFork =
          call.method === 'GET'
            ? lastValue((request.query as Record<string, unknown>).forkHash)
            : raw.forkHash;
        const forkHash = rawFork === undefined ? undefined : forkHashSchema.safeParse(rawFork);
        if (forkHash && !forkHash.success)
          throw new AppError('invalid-request', 'forkHash: 64 lower-case hex digits');
        const {
          fileGuid: _fileGuid,
          channel: _channel,
          forkHash: _forkHash,
          shareHash: _shareHash,
          token: _token,
          folderGuid: _folderGuid,
          ...settings
        } = raw;
        const { user, fileGuid } = await target(
          request,
          reply,
          { ...link.data, fileGuid: raw.fileGuid === undefined ? undefined : file.data.fileGuid },
          'read',
        );
        const ref = await history.analysisSurface(user, fileGuid, file.data.channel, forkHash?.data);
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
