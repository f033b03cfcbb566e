// Report, technical-support and additional-file requests (spec part 3 §4–§5, §7; docs/api.md
// "Reports, support requests and the forum"). HTTP only: the multipart form is read here — text
// fields plus files in `attachments`, their total bounded while they stream (20 MB →
// 413 attachments-too-big, the rest of the body read and dropped so the answer reaches the client)
// — and the service holds the rules. A JSON body (no attachments) is accepted too. The three send
// routes share one limit per account (signed in) or client address (signed out): each one mails.
import multipart, { type MultipartFile } from '@fastify/multipart';
import {
  SUPPORT_ATTACHMENTS_MAX_BYTES,
  SUPPORT_ATTACHMENTS_MAX_COUNT,
  SUPPORT_PATHS,
  errorResponseSchema,
  supportListQuerySchema,
  supportListSchema,
  supportPatchSchema,
  supportReceiptSchema,
  supportRequestSchema,
  type SupportRequestKind,
} from '@asperity/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { credentialsOf } from '../access/request-credentials.ts';
import type { AccountsService } from '../accounts/service.ts';
import { accessTokenOf } from '../accounts/session-cookies.ts';
import type { SupportAttachment, SupportService } from './service.ts';

export interface SupportRoutesOptions {
  readonly support: SupportService;
  readonly accounts: AccountsService;
  /** Requests per hour per account or client address over the three send routes (0: no limit). */
  readonly perHour: number;
}

const HOUR_MS = 3_600_000;
/** Text fields the forms send; others are ignored. */
const FIELDS = new Set(['description', 'email', 'id', 'format', 'username']);
const ATTACHMENT_FIELDS = new Set(['attachments', 'attachments[]', 'attachment', 'file']);

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  413: errorResponseSchema,
  429: errorResponseSchema,
};

interface ReadForm {
  readonly fields: Record<string, string>;
  readonly attachments: SupportAttachment[];
}

/** Reads a part's stream to its end; keeps the bytes only while `keep` says so. */
async function readFile(part: MultipartFile, keep: (size: number) => boolean): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  let kept = true;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (kept && keep(size)) chunks.push(chunk);
    else {
      kept = false;
      chunks.length = 0;
    }
  }
  return kept && !part.file.truncated ? Buffer.concat(chunks) : null;
}

export const supportRoutes: FastifyPluginAsyncZod<SupportRoutesOptions> = async (
  app,
  { support, accounts, perHour },
) => {
  // One more byte than the total per file: a larger file cannot fit in the total anyway.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: SUPPORT_ATTACHMENTS_MAX_BYTES + 1,
      files: SUPPORT_ATTACHMENTS_MAX_COUNT * 2,
      fields: 20,
      fieldSize: 100_000,
      parts: SUPPORT_ATTACHMENTS_MAX_COUNT * 2 + 20,
    },
  });
  const tags = ['support'];

  const limit =
    perHour > 0
      ? app.createRateLimit({
          max: perHour,
          timeWindow: HOUR_MS,
          keyGenerator: (r) => {
            const account = accounts.authenticate(accessTokenOf(r))?.sub;
            return account === undefined ? `support:ip:${r.ip}` : `support:user:${account}`;
          },
        })
      : undefined;
  const limited = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!limit) return;
    const state = await limit(request);
    if (state.isAllowed || !state.isExceeded) return;
    void reply.header('retry-after', String(state.ttlInSeconds));
    throw new AppError(
      'too-many-requests',
      `support request limit reached: retry in ${state.ttlInSeconds} s`,
    );
  };

  const readForm = async (request: FastifyRequest): Promise<ReadForm> => {
    if (!request.isMultipart()) {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const fields: Record<string, string> = {};
      for (const [key, value] of Object.entries(body))
        if (FIELDS.has(key) && typeof value === 'string') fields[key] = value;
      if (Array.isArray(body.attachments) && body.attachments.length > 0)
        throw new AppError('invalid-request', 'attachments: send them as multipart/form-data');
      return { fields, attachments: [] };
    }
    const fields: Record<string, string> = {};
    const attachments: SupportAttachment[] = [];
    let total = 0;
    let tooBig = false;
    let tooMany = false;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (FIELDS.has(part.fieldname) && typeof part.value === 'string')
            fields[part.fieldname] = part.value;
          continue;
        }
        if (!ATTACHMENT_FIELDS.has(part.fieldname) || tooBig || tooMany) {
          // Read and drop: the client is still sending it.
          await readFile(part, () => false);
          continue;
        }
        const before = total;
        const bytes = await readFile(part, (size) => before + size <= SUPPORT_ATTACHMENTS_MAX_BYTES);
        if (bytes === null) {
          tooBig = true;
          continue;
        }
        total += bytes.length;
        if (attachments.length >= SUPPORT_ATTACHMENTS_MAX_COUNT) tooMany = true;
        else
          attachments.push({
            filename: part.filename || 'attachment',
            content: bytes,
            size: bytes.length,
            contentType: part.mimetype || 'application/octet-stream',
          });
      }
    } catch (error) {
      if (
        error instanceof app.multipartErrors.FilesLimitError ||
        error instanceof app.multipartErrors.PartsLimitError
      )
        tooMany = true;
      else throw error;
    }
    if (tooBig) throw new AppError('attachments-too-big', 'attachments');
    if (tooMany)
      throw new AppError('invalid-request', `attachments: at most ${SUPPORT_ATTACHMENTS_MAX_COUNT} files`);
    return { fields, attachments };
  };

  const sendRoute = (path: string, kind: SupportRequestKind, summary: string, description: string): void => {
    app.post(
      path,
      {
        onRequest: limited,
        schema: {
          tags,
          summary,
          description:
            `${description} multipart/form-data (or JSON without attachments) with the text fields ` +
            'description (required, 400 required), email (required and valid when signed out: 400 ' +
            'auth/invalid-email with reason email; a signed-in sender may leave it out and their account ' +
            `address is used) and files in the field attachments (at most ${SUPPORT_ATTACHMENTS_MAX_COUNT}, ` +
            `together at most ${SUPPORT_ATTACHMENTS_MAX_BYTES} bytes: 413 attachments-too-big). Stored, ` +
            'then mailed to the support address (SUPPORT_EMAIL) with the attachments and Reply-To the sender; ' +
            'listed for staff at GET /api/admin/reports. Limited per account or client address ' +
            '(RATE_LIMIT_SUPPORT_PER_HOUR, 429 too-many-requests).',
          consumes: ['multipart/form-data', 'application/json'],
          response: { 201: supportReceiptSchema, ...errors },
        },
      },
      async (request, reply) => {
        const form = await readForm(request);
        const receipt = await support.submit(
          await credentialsOf(request, accounts),
          kind,
          form.fields,
          form.attachments,
        );
        return reply.code(201).send(receipt);
      },
    );
  };

  sendRoute(
    SUPPORT_PATHS.report,
    'report',
    'Report a shared or gallery item (part 3 §7), signed in or out',
    'id: the share hash of the reported item (required; 404 not-found when the link is not live or the ' +
      'reporter may not open it, 403 share-password-required for a locked link).',
  );
  sendRoute(
    SUPPORT_PATHS.technical,
    'technical-support',
    'Ask for technical support, signed in or out',
    'The technical-support dialog (part 3 §2).',
  );
  sendRoute(
    SUPPORT_PATHS.additionalFile,
    'additional-file',
    'Ask for an additional file format to be supported, signed in or out',
    'format: the file extension or format asked for (optional, ≤ 100 characters); attach a sample file.',
  );

  app.get(
    SUPPORT_PATHS.list,
    {
      schema: {
        tags,
        summary: 'Reports and support requests, newest first (staff)',
        description:
          'Filtered by state (open, resolved) and kind; total counts the filtered ones, open all open ones.',
        querystring: supportListQuerySchema,
        response: { 200: supportListSchema, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return support.list((await credentialsOf(request, accounts)).user, request.query);
    },
  );

  app.patch(
    SUPPORT_PATHS.one,
    {
      schema: {
        tags,
        summary: 'Resolve or reopen a report or support request (staff)',
        description:
          'To act on a reported gallery item, staff unpublish it with PATCH /api/gallery/{shareHash} ' +
          '{ published: false } and then resolve the report here.',
        params: z.object({ id: z.string().min(1).max(64) }),
        body: supportPatchSchema,
        response: { 200: supportRequestSchema, ...errors },
      },
    },
    async (request) =>
      support.setState((await credentialsOf(request, accounts)).user, request.params.id, request.body.state),
  );
};
