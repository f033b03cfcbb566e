// Total-focus image adjustments calls (designed here; docs/api.md). HTTP only; rules in service.ts.
import {
  TOTAL_FOCUS_PATHS,
  errorResponseSchema,
  totalFocusAdjustmentsAnswerSchema,
  totalFocusAdjustmentsQuerySchema,
  totalFocusAdjustmentsSchema,
} from '@asperity/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AccountsService } from '../accounts/service.ts';
import { accessTokenOf } from '../accounts/session-cookies.ts';
import type { TotalFocusService } from './service.ts';

export interface TotalFocusRoutesOptions {
  readonly totalFocus: TotalFocusService;
  readonly accounts: AccountsService;
}

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const description =
  "The signed-in owner's file only (another user's file answers 404); a file without an image channel " +
  "answers 400 restriction. Values are whole percentages −100…100 (0: unchanged), applied with GIMP's " +
  'Brightness-Contrast formula to the image channel wherever it is shown (its preview).';

export const totalFocusRoutes: FastifyPluginCallbackZod<TotalFocusRoutesOptions> = (
  app,
  { totalFocus, accounts },
  done,
) => {
  const tags = ['editor'];
  const signedIn = (request: Parameters<typeof accessTokenOf>[0]) =>
    accounts.requireUser(accounts.authenticate(accessTokenOf(request)));

  app.get(
    TOTAL_FOCUS_PATHS.adjustments,
    {
      schema: {
        tags,
        summary: "A file's total-focus image brightness and contrast (0 and 0 until first set)",
        description,
        querystring: totalFocusAdjustmentsQuerySchema,
        response: { 200: totalFocusAdjustmentsAnswerSchema, ...errors },
      },
    },
    async (request) => totalFocus.adjustments(await signedIn(request), request.query.fileGuid),
  );

  app.put(
    TOTAL_FOCUS_PATHS.adjustments,
    {
      schema: {
        tags,
        summary: "Store a file's total-focus image brightness and contrast",
        description,
        body: totalFocusAdjustmentsSchema,
        response: { 200: totalFocusAdjustmentsAnswerSchema, ...errors },
      },
    },
    async (request) => totalFocus.setAdjustments(await signedIn(request), request.body),
  );
  done();
};
