// Total-focus image adjustments calls (designed here; docs/api.md). HTTP only; rules in service.ts.
import {
  TOTAL_FOCUS_PATHS,
  errorResponseSchema,
  fileRefShape,
  totalFocusAdjustmentsAnswerSchema,
  totalFocusAdjustmentsQuerySchema,
  totalFocusAdjustmentsSchema,
} from '@asperity/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AccessService } from '../access/access-service.ts';
import { fileTargetOf } from '../access/file-target.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { TotalFocusService } from './service.ts';

export interface TotalFocusRoutesOptions {
  readonly totalFocus: TotalFocusService;
  readonly accounts: AccountsService;
  readonly access: AccessService;
}

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const description =
  "The signed-in owner's file only (another user's file answers 404); a file without an image channel " +
  "answers 400 restriction. Values are whole percentages −100…100 (0: unchanged), applied with GIMP's " +
  'Brightness-Contrast formula to the image channel wherever it is shown (its preview). A shared file: ' +
  'shareHash, or fileGuid with a folder link token; reading needs the link, storing needs allowEditing.';

export const totalFocusRoutes: FastifyPluginCallbackZod<TotalFocusRoutesOptions> = (
  app,
  { totalFocus, accounts, access },
  done,
) => {
  const tags = ['editor'];
  const target = fileTargetOf(accounts, access);

  app.get(
    TOTAL_FOCUS_PATHS.adjustments,
    {
      schema: {
        tags,
        summary: "A file's total-focus image brightness and contrast (0 and 0 until first set)",
        description,
        querystring: totalFocusAdjustmentsQuerySchema.extend(fileRefShape),
        response: { 200: totalFocusAdjustmentsAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, fileGuid } = await target(request, reply, request.query, 'read');
      return totalFocus.adjustments(user, fileGuid);
    },
  );

  app.put(
    TOTAL_FOCUS_PATHS.adjustments,
    {
      schema: {
        tags,
        summary: "Store a file's total-focus image brightness and contrast",
        description,
        body: totalFocusAdjustmentsSchema.extend(fileRefShape),
        response: { 200: totalFocusAdjustmentsAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, fileGuid } = await target(request, reply, request.body, 'edit');
      return totalFocus.setAdjustments(user, { ...request.body, fileGuid });
    },
  );
  done();
};
