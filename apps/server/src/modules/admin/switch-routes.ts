// Switch to account and back (designed; docs/api.md). HTTP only: the session cookies change here.
import {
  ADMIN_PATHS,
  adminAccountParamsSchema,
  errorResponseSchema,
  switchStateAnswerSchema,
} from '@asperity/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AccountsService } from '../accounts/service.ts';
import { accessTokenOf, setSessionCookies, type CookiePolicy } from '../accounts/session-cookies.ts';
import type { SwitchService } from './switch-service.ts';

export interface SwitchRoutesOptions {
  readonly switches: SwitchService;
  readonly accounts: AccountsService;
  readonly cookies: CookiePolicy;
}

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

export const switchRoutes: FastifyPluginCallbackZod<SwitchRoutesOptions> = (
  app,
  { switches, accounts, cookies },
  done,
) => {
  const tags = ['admin'];
  const claimsOf = (request: FastifyRequest) => accounts.authenticate(accessTokenOf(request));

  app.post(
    ADMIN_PATHS.switchTo,
    {
      schema: {
        tags,
        summary:
          'Act as this account: the session cookies become a session of it (admins only; audit-logged)',
        params: adminAccountParamsSchema,
        response: { 200: switchStateAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const claims = claimsOf(request);
      const actor = claims ? await accounts.requireUser(claims) : null;
      const { tokens, state } = await switches.switchTo(
        actor,
        claims?.sid,
        request.params.uid,
        request.headers['user-agent'],
      );
      setSessionCookies(reply, cookies, tokens);
      return { switch: state };
    },
  );

  app.post(
    ADMIN_PATHS.switchBack,
    {
      schema: {
        tags,
        summary: "End acting as another account: the admin's own session again (audit-logged)",
        response: { 200: switchStateAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const claims = claimsOf(request);
      if (claims) await accounts.requireUser(claims);
      const tokens = await switches.switchBack(claims?.sid, request.headers['user-agent']);
      setSessionCookies(reply, cookies, tokens);
      return { switch: null };
    },
  );

  app.get(
    ADMIN_PATHS.switchState,
    {
      schema: {
        tags,
        summary: 'Whether this session acts as another account, and for which admin (the banner)',
        response: { 200: switchStateAnswerSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const claims = claimsOf(request);
      await accounts.requireUser(claims);
      return { switch: await switches.state(claims?.sid) };
    },
  );
  done();
};
