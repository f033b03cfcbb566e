// The operation-history calls (spec part 3 §7: go-back and trim; the rest designed in docs/api.md
// "Operation history"): read the history, apply a step, go back, trim, save a fork as the file's
// version. Only the file's owner reaches them; others get 404 like the rest of the files API.
import {
  HISTORY_PATHS,
  fileRefShape,
  errorResponseSchema,
  fileItemSchema,
  forkPreviewSchema,
  historyApplySchema,
  historyGoBackSchema,
  historyPreviewSchema,
  historySaveAsSchema,
  historySaveSchema,
  historyStateSchema,
  historyTrimSchema,
} from '@asperity/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import type { AccessService } from '../access/access-service.ts';
import { fileTargetOf } from '../access/file-target.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { HistoryService } from './service.ts';

export interface HistoryRoutesOptions {
  readonly history: HistoryService;
  readonly accounts: AccountsService;
  readonly access: AccessService;
}

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  503: errorResponseSchema,
};

const stateQuerySchema = z.object({
  ...fileRefShape,
  channel: z.coerce.number().int().min(0).max(1023).optional(),
});

export const historyRoutes: FastifyPluginCallbackZod<HistoryRoutesOptions> = (
  app,
  { history, accounts, access },
  done,
) => {
  const tags = ['editor'];
  // Reading the history needs `read`; changing it (apply, preview, go back, trim, save) needs `edit`
  // (a link with allowEditing, signed in): the change lands in the owner's file.
  const target = fileTargetOf(accounts, access);

  app.get(
    HISTORY_PATHS.state,
    {
      schema: {
        tags,
        summary: "A file channel's operation history and its current fork",
        description:
          'The steps with the fork each leads to, the current position and forkHash, the saved version ' +
          '(savedForkHash, savedOperationHistory), the file modifiedAt (for save) and the current fork data.',
        querystring: stateQuerySchema,
        response: { 200: historyStateSchema, ...errors, 403: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, fileGuid } = await target(request, reply, request.query, 'read');
      return history.state(user, fileGuid, request.query.channel);
    },
  );

  app.post(
    HISTORY_PATHS.apply,
    {
      schema: {
        tags,
        summary: 'Apply an operator to a fork of the history',
        description:
          'The step {op, params} is validated by the operator contract (defaults filled) and applied to ' +
          'the fork `forkHash` (the current one or any fork of the history or of the saved version). The ' +
          'steps after that fork are replaced by the new step, which becomes the current fork. 402 ' +
          'plan-required below the operator feature plan; 403 forbidden for an operator whose feature flag ' +
          'is off on this server (stitch, subtract); 400 with the operator code (e.g. ' +
          'level-consecutive-operators, filter-invalid-cutoff) when it cannot be applied; 404 not-found ' +
          'for a forkHash that is not in the history.',
        body: historyApplySchema.extend(fileRefShape),
        response: { 200: historyStateSchema, ...errors, 402: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, fileGuid, caller } = await target(request, reply, request.body, 'edit');
      const actor = caller && caller.id !== user.id ? { actor: caller } : {};
      return history.apply({ user, tier: accounts.tierOf(user), ...actor }, { ...request.body, fileGuid });
    },
  );

  app.post(
    HISTORY_PATHS.preview,
    {
      schema: {
        tags,
        summary: 'The fork a step would give, without changing the history',
        description:
          'Validates and applies the step {op, params} to the fork `forkHash` like apply (same errors and ' +
          'plan gate) and caches the result like any fork, but the history stays as it is. Answers the ' +
          "fork's forkHash and data; applying the same step afterwards finds that fork computed.",
        body: historyPreviewSchema.extend(fileRefShape),
        response: { 200: forkPreviewSchema, ...errors, 402: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, fileGuid } = await target(request, reply, request.body, 'edit');
      return history.preview({ user, tier: accounts.tierOf(user) }, { ...request.body, fileGuid });
    },
  );

  app.post(
    HISTORY_PATHS.goBack,
    {
      schema: {
        tags,
        summary: 'Go back (or forward) to the fork after `step` steps',
        description:
          'step 0 is the source; up to the number of steps listed. The steps after it stay listed until ' +
          'trim or the next apply. Answers the state with the new forkHash.',
        body: historyGoBackSchema.extend(fileRefShape),
        response: { 200: historyStateSchema, ...errors, 403: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, fileGuid } = await target(request, reply, request.body, 'edit');
      return history.goBack(user, { ...request.body, fileGuid });
    },
  );

  app.post(
    HISTORY_PATHS.trim,
    {
      schema: {
        tags,
        summary: 'Drop the steps after the current position',
        description: 'The current fork stays; its forkHash is answered with the shortened history.',
        body: historyTrimSchema.extend(fileRefShape),
        response: { 200: historyStateSchema, ...errors, 403: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, fileGuid } = await target(request, reply, request.body, 'edit');
      return history.trim(user, fileGuid, request.body.channel);
    },
  );

  app.post(
    HISTORY_PATHS.save,
    {
      schema: {
        tags,
        summary: "Make a fork the file's current version",
        description:
          'The fork becomes the saved version of the channel (what analyses without forkHash use) and ' +
          'the file modifiedAt moves. 409 conflict when modifiedAt is no longer expectedModifiedAt ' +
          '(changed elsewhere) unless override is true.',
        body: historySaveSchema.extend(fileRefShape),
        response: { 200: historyStateSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, fileGuid } = await target(request, reply, request.body, 'edit');
      return history.save(user, { ...request.body, fileGuid });
    },
  );
  app.post(
    HISTORY_PATHS.saveAs,
    {
      schema: {
        tags,
        summary: 'Save a fork as a new file',
        description:
          'A new file of the library (in parentFolderGuid; null: the root; absent: the folder of the ' +
          "original) whose saved version and current fork are the fork `forkHash`; it shares the original's " +
          'source and counts against the quota like a copy (413 quota-exceeded). A name already used in the ' +
          "folder becomes 'name (2).ext', … like an upload. 404 parent-folder-not-found for a folder that is " +
          "not the caller's; 404 not-found for a forkHash that is not a fork of the history or saved version.",
        body: historySaveAsSchema.extend(fileRefShape),
        response: {
          201: fileItemSchema,
          ...errors,
          409: errorResponseSchema,
          413: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      // A new file in the caller's own library: visitors save copies through the share calls instead.
      const { user, fileGuid, access: granted } = await target(request, reply, request.body, 'edit');
      if (granted.decision.role !== 'owner')
        throw new AppError(
          'forbidden',
          'save a copy of a shared file with POST /api/shared/{shareHash}/copy',
        );
      const item = await history.saveAs(user, { ...request.body, fileGuid });
      return reply.code(201).send(item);
    },
  );
  done();
};
