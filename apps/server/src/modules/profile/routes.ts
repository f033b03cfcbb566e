// HTTP of the account pages (issue 5 §1; paths designed here, docs/api.md) and the public avatar
// files. Form failures answer `{ errorCode, reason, errors: [{ field, errorCode, reason }] }`: the
// first failure at top level for the generic handler, every failing field in the list.
import multipart from '@fastify/multipart';
import {
  AVATAR_MAX_BYTES,
  PROFILE_PATHS,
  changeEmailRequestSchema,
  changeEmailResponseSchema,
  changePasswordRequestSchema,
  errorResponseSchema,
  isErrorCode,
  profileErrorResponseSchema,
  publicProfileSchema,
  statusOf,
  updateProfileRequestSchema,
  userProfileSchema,
  type ErrorCode,
  type ProfileErrorResponse,
  type ProfileFieldError,
} from '@asperity/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, mapError, sendError } from '../../http/errors.ts';
import type { BlobStore } from '../../infra/storage/blob-store.ts';
import type { AccountsService } from '../accounts/service.ts';
import { accessTokenOf } from '../accounts/session-cookies.ts';
import { FieldError } from './field-error.ts';
import type { ProfileService } from './service.ts';

export interface ProfileRoutesOptions {
  readonly profile: ProfileService;
  readonly accounts: AccountsService;
  readonly blobs: BlobStore;
  /** Base of links in mails, from configuration only (http/public-origin.ts). */
  readonly mailBaseUrl: () => string;
}

const AVATAR_FILE = /^([0-9a-f]{64})\.jpg$/;
const formErrors = { 400: profileErrorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** The per-field list of a request that failed its schema (each issue's message is a catalogue code). */
function validationFieldErrors(error: FastifyError): ProfileFieldError[] {
  return (error.validation ?? []).map((issue) => {
    const field = (issue.instancePath || '').split('/').filter(Boolean).join('.') || 'request';
    const code: ErrorCode = isErrorCode(issue.message) ? issue.message : 'invalid-request';
    return { field, errorCode: code, reason: field };
  });
}

function sendFieldErrors(reply: FastifyReply, errors: readonly ProfileFieldError[]): FastifyReply {
  const first = errors[0] ?? { field: 'request', errorCode: 'invalid-request' };
  const status = isErrorCode(first.errorCode) ? statusOf(first.errorCode) : 400;
  const body: ProfileErrorResponse = {
    errorCode: first.errorCode,
    ...(first.reason === undefined ? {} : { reason: first.reason }),
    errors: [...errors],
  };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (
  app,
  { profile, accounts, blobs, mailBaseUrl },
) => {
  await app.register(multipart, { limits: { files: 1, fileSize: AVATAR_MAX_BYTES, fields: 0, parts: 1 } });
  const tags = ['profile'];
  const signedIn = (request: FastifyRequest) =>
    accounts.requireUser(accounts.authenticate(accessTokenOf(request)));

  // Scoped to this plugin: form failures get their per-field list, everything else the usual answer.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (Array.isArray(error.validation) && error.validation.length > 0) {
      const errors = validationFieldErrors(error);
      request.log.info({ errors }, 'request rejected');
      return sendFieldErrors(reply, errors);
    }
    if (error instanceof FieldError) {
      request.log.info({ errorCode: error.code, field: error.field }, 'request rejected');
      return sendFieldErrors(reply, [
        { field: error.field, errorCode: error.code, ...(error.reason ? { reason: error.reason } : {}) },
      ]);
    }
    const result = mapError(error);
    if (result.unexpected) request.log.error({ err: error }, 'request failed');
    else
      request.log.info({ errorCode: result.body.errorCode, reason: result.body.reason }, 'request rejected');
    return sendError(reply, result);
  });

  app.patch(
    PROFILE_PATHS.profile,
    {
      schema: {
        tags,
        summary: 'Change first and/or last name (absent fields stay as they are)',
        description:
          'Names are 1–35 characters after trimming (account/invalid-firstname, account/invalid-lastname).',
        body: updateProfileRequestSchema,
        response: { 200: userProfileSchema, ...formErrors },
      },
    },
    async (request) => profile.updateNames(await signedIn(request), request.body),
  );

  app.post(
    PROFILE_PATHS.avatar,
    {
      schema: {
        tags,
        summary: 'Upload an avatar picture (multipart field `file`, JPEG, PNG or WebP, at most 5 MB)',
        description:
          'Re-encoded to a 256×256 centre-cropped JPEG named by its content hash and served at ' +
          '/avatars/{avatar}.jpg; the previous picture is removed. A server without the sharp image encoder ' +
          'stores JPEGs as sent and refuses PNG and WebP (415 unsupported-image-type). Larger files answer ' +
          '413 payload-too-large, undecodable ones 422 corrupt-file.',
        consumes: ['multipart/form-data'],
        response: {
          200: userProfileSchema,
          ...formErrors,
          413: errorResponseSchema,
          415: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const user = await signedIn(request);
      const part = await request.file();
      if (!part) throw new AppError('images-missing', 'send the picture in the multipart field "file"');
      return profile.setAvatar(user, await part.toBuffer());
    },
  );

  app.delete(
    PROFILE_PATHS.avatar,
    {
      schema: {
        tags,
        summary: 'Remove the avatar (the profile shows initials again)',
        response: { 200: userProfileSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => profile.removeAvatar(await signedIn(request)),
  );

  app.post(
    PROFILE_PATHS.email,
    {
      schema: {
        tags,
        summary: 'Change the e-mail address: mails a confirmation link to the new address',
        description:
          'The account keeps its address until the link (/confirm/{token}, POST /api/user/confirm-email) is ' +
          'followed. Wrong current password: credentials-do-not-match (field password); addresses that differ: ' +
          'email-do-not-match (field confirmEmail); an address in use: 409 email-already-in-use.',
        body: changeEmailRequestSchema,
        response: {
          202: changeEmailResponseSchema,
          ...formErrors,
          409: profileErrorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await signedIn(request);
      const sentTo = await profile.requestEmailChange(user, request.body, mailBaseUrl());
      return reply.code(202).send({ confirmationSentTo: sentTo });
    },
  );

  app.post(
    PROFILE_PATHS.password,
    {
      schema: {
        tags,
        summary: 'Change the password; every other session of the account ends',
        description:
          'Wrong current password: credentials-do-not-match (field password); the new one follows the rules of ' +
          'spec part 1 §5 (auth/password-*); confirmation differs: password-do-not-match (field confirmPassword).',
        body: changePasswordRequestSchema,
        response: { 204: z.null(), ...formErrors },
      },
    },
    async (request, reply) => {
      const claims = accounts.authenticate(accessTokenOf(request));
      const user = await accounts.requireUser(claims);
      if (!claims) throw new AppError('unauthorized');
      await profile.changePassword(user, claims, request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    PROFILE_PATHS.publicProfile,
    {
      schema: {
        tags,
        summary: 'What anybody may see of an account (the /user/:username page)',
        description: 'Unknown, unconfirmed and disabled accounts answer 404 not-found.',
        params: z.object({ username: z.string().max(100) }),
        response: { 200: publicProfileSchema, 404: errorResponseSchema },
      },
    },
    (request) => profile.publicProfile(request.params.username),
  );

  app.get(
    '/avatars/:file',
    {
      schema: {
        tags,
        summary: 'An avatar picture (JPEG); the name is its content hash, so it is cached for a year',
        description: 'Answers 404 not-found for names that are not a current avatar.',
        params: z.object({ file: z.string().max(80) }),
      },
    },
    async (request, reply) => {
      const key = AVATAR_FILE.exec(request.params.file)?.[1];
      // Only current avatars: the blob store also holds private library files.
      if (!key || !(await profile.isAvatar(key))) throw new AppError('not-found', request.params.file);
      const stream = await blobs.get(key);
      return reply
        .type('image/jpeg')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );
};
