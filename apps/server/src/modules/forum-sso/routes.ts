// The forum link with single sign-on (spec part 1 §2; issue 17 item 6; docs/api.md "Reports,
// support requests and the forum"). GET /api/forum tells the web app whether a forum is configured
// (FORUM_URL and FORUM_SSO_SECRET; without them the menu hides the entry). GET /api/forum/sso is the
// DiscourseConnect endpoint the forum sends its users to: a bad signature is refused (403 forbidden),
// a signed-out visitor signs in first and comes back, a signed-in one is sent to the forum's
// /session/sso_login with the signed user payload. return_sso_url is never followed: the answer
// always goes to FORUM_URL, so a forged request cannot send a payload elsewhere.
import {
  FORUM_PATHS,
  avatarUrl,
  errorResponseSchema,
  forumConfigSchema,
  forumSsoQuerySchema,
} from '@asperity/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { credentialsOf } from '../access/request-credentials.ts';
import type { AccountsService } from '../accounts/service.ts';
import { checkSsoRequest, ssoAnswer } from './discourse-connect.ts';

export interface ForumSettings {
  readonly url: string;
  readonly ssoSecret: string;
}

export interface ForumRoutesOptions {
  readonly forum: ForumSettings | undefined;
  readonly accounts: AccountsService;
  readonly baseUrl: () => string;
}

const rightsOf = (value: string): 'administrator' | 'moderator' | 'user' =>
  value === 'administrator' || value === 'moderator' ? value : 'user';

export const forumRoutes: FastifyPluginCallbackZod<ForumRoutesOptions> = (
  app,
  { forum, accounts, baseUrl },
  done,
) => {
  const tags = ['forum'];

  app.get(
    FORUM_PATHS.config,
    {
      schema: {
        tags,
        summary: 'Whether a forum is configured, and its addresses',
        description:
          'configured is false without FORUM_URL and FORUM_SSO_SECRET (the menu then has no forum entry). ' +
          'loginUrl starts the forum single sign-on (the forum asks GET /api/forum/sso).',
        response: { 200: forumConfigSchema },
      },
    },
    () =>
      forum
        ? { configured: true, url: forum.url, loginUrl: `${forum.url}/session/sso?return_path=%2F` }
        : { configured: false },
  );

  app.get(
    FORUM_PATHS.sso,
    {
      schema: {
        tags,
        summary: 'DiscourseConnect single sign-on for the forum',
        description:
          'sso: base64 of the forum payload (nonce, return_sso_url); sig: hex HMAC-SHA256 of sso keyed with ' +
          'FORUM_SSO_SECRET, compared in constant time. Missing sso or sig, or no nonce in the payload: 400 ' +
          'invalid-request. A signature that does not match: 403 forbidden. Signed out: 302 to ' +
          '/sign-in?redirect= this URL. Signed in: 302 to {FORUM_URL}/session/sso_login?sso=…&sig=… with ' +
          'nonce, external_id, email, username, name, avatar_url, admin, moderator and groups (the ' +
          "account's forum rights: administrator, moderator or user). 404 not-found without a forum.",
        querystring: forumSsoQuerySchema,
        response: {
          302: z.null(),
          400: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      if (!forum) throw new AppError('not-found', 'no forum is configured');
      void reply.header('cache-control', 'no-store');
      const check = checkSsoRequest(request.query.sso, request.query.sig, forum.ssoSecret);
      if (!check.ok) {
        if (check.problem === 'bad-signature')
          throw new AppError('forbidden', 'sig: the forum request signature does not match');
        throw new AppError(
          'invalid-request',
          check.problem === 'missing' ? 'sso and sig are required' : 'nonce',
        );
      }
      const { user } = await credentialsOf(request, accounts);
      if (user === null) {
        const back = `${FORUM_PATHS.sso}?${new URLSearchParams({
          sso: request.query.sso ?? '',
          sig: request.query.sig ?? '',
        }).toString()}`;
        return reply.redirect(`/sign-in?${new URLSearchParams({ redirect: back }).toString()}`, 302);
      }
      const answer = ssoAnswer(
        check.nonce,
        {
          externalId: user.id,
          email: user.email,
          username: user.username,
          name: `${user.first_name} ${user.last_name}`.trim() || user.username,
          avatarUrl: user.avatar ? `${baseUrl()}${avatarUrl(user.avatar)}` : undefined,
          rights: rightsOf(user.forum_rights),
        },
        forum.ssoSecret,
      );
      return reply.redirect(`${forum.url}/session/sso_login?${new URLSearchParams(answer).toString()}`, 302);
    },
  );

  done();
};
