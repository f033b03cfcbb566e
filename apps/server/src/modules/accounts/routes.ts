// HTTP of accounts (spec part 1 §7 and the calls it lists as "not shown", designed here).
import {
  ACCOUNT_PATHS,
  emailRequestSchema,
  errorResponseSchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
  signUpResponseSchema,
  tokenRequestSchema,
  userProfileSchema,
  validateUserQuerySchema,
  validateUserResponseSchema,
} from '@asperity/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientCountry } from './client-country.ts';
import type { AccountsService } from './service.ts';
import {
  accessTokenOf,
  clearSessionCookies,
  refreshTokenOf,
  setSessionCookies,
  type CookiePolicy,
} from './session-cookies.ts';

export interface AccountsRoutesOptions {
  readonly accounts: AccountsService;
  readonly cookies: CookiePolicy;
  /** Base of links in mails, from configuration only (http/public-origin.ts). */
  readonly mailBaseUrl: () => string;
  /** The trusted proxy's country header (COUNTRY_HEADER, lower case); undefined: not read. */
  readonly countryHeader?: string | undefined;
}

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export const accountsRoutes: FastifyPluginCallbackZod<AccountsRoutesOptions> = (
  app,
  { accounts, cookies, mailBaseUrl, countryHeader },
  done,
) => {
  const tags = ['accounts'];

  app.get(
    ACCOUNT_PATHS.validateUser,
    {
      schema: {
        tags,
        summary: 'Whether an e-mail address has an account (and is confirmed) and a username is taken',
        querystring: validateUserQuerySchema,
        response: { 200: validateUserResponseSchema },
      },
    },
    (request) => accounts.validateUser(request.query),
  );

  app.post(
    ACCOUNT_PATHS.create,
    {
      schema: {
        tags,
        summary: 'Sign up: creates an unconfirmed account and mails the confirmation link',
        description:
          'Field rules of spec part 1 §5 answer their own codes (account/invalid-username, auth/invalid-email, ' +
          'auth/password-too-short, auth/consent, …). An address with a confirmed account answers 409 ' +
          'email-already-in-use; with an unconfirmed one too, unless replaceUnconfirmed is true ("create anyway").',
        body: signUpRequestSchema,
        response: {
          201: signUpResponseSchema,
          ...errors,
          409: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { uid } = await accounts.signUp(request.body, mailBaseUrl());
      return reply.code(201).send({ uid, confirmationSent: true as const });
    },
  );

  app.post(
    ACCOUNT_PATHS.resendVerification,
    {
      schema: {
        tags,
        summary: 'Mails a new confirmation link (older links stop working)',
        description:
          'Answers 204 whether the address has an unconfirmed account, a confirmed one or none, so it ' +
          'cannot be used to probe addresses; only the first gets a mail.',
        body: emailRequestSchema,
        response: { 204: z.null(), ...errors, 502: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await accounts.resendVerification(request.body.email, mailBaseUrl());
      return reply.code(204).send(null);
    },
  );

  app.post(
    ACCOUNT_PATHS.confirmEmail,
    {
      schema: {
        tags,
        summary: 'Confirms the address with the token of the /confirm/:hash link (single use)',
        body: tokenRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await accounts.confirmEmail(request.body.hash);
      return reply.code(204).send(null);
    },
  );

  app.post(
    ACCOUNT_PATHS.signIn,
    {
      schema: {
        tags,
        summary: 'Signs in with e-mail or username; sets the session cookies',
        description:
          'Consent is required (auth/consent). An unknown name and a wrong password both answer 401 ' +
          'wrong-password. 5 wrong passwords from one client lock that client (not the account) out for ' +
          '10 minutes, doubling with each further lockout within a day (429 too-many-failed-login-attempts). ' +
          'Unconfirmed addresses answer 403 email-not-confirmed.',
        body: signInRequestSchema,
        response: { 200: userProfileSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const signedIn = await accounts.signIn(
        request.body,
        request.headers['user-agent'],
        request.ip,
        clientCountry(request.headers, countryHeader),
      );
      setSessionCookies(reply, cookies, signedIn);
      return signedIn.profile;
    },
  );

  app.get(
    ACCOUNT_PATHS.refresh,
    {
      schema: {
        tags,
        summary:
          'New session cookies for a valid refresh cookie (rotated); the client calls it once after a 401',
        response: { 204: z.null(), 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        const tokens = await accounts.refresh(refreshTokenOf(request));
        setSessionCookies(reply, cookies, tokens);
        return await reply.code(204).send(null);
      } catch (error) {
        clearSessionCookies(reply, cookies);
        throw error;
      }
    },
  );

  app.post(
    ACCOUNT_PATHS.logout,
    {
      schema: {
        tags,
        summary: 'Ends the session and clears its cookies (always succeeds)',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await accounts.logout(refreshTokenOf(request), accounts.authenticate(accessTokenOf(request)));
      clearSessionCookies(reply, cookies);
      return reply.code(204).send(null);
    },
  );

  app.get(
    ACCOUNT_PATHS.me,
    {
      schema: {
        tags,
        summary: 'The signed-in account',
        response: { 200: userProfileSchema, 401: errorResponseSchema },
      },
    },
    (request) => accounts.profile(accounts.authenticate(accessTokenOf(request))),
  );

  app.post(
    ACCOUNT_PATHS.forgottenPassword,
    {
      schema: {
        tags,
        summary: 'Mails a password-reset link valid for 24 hours when the address has an account',
        description:
          'Answers 204 whether or not the address has an account, so it cannot be used to probe addresses.',
        body: emailRequestSchema,
        response: { 204: z.null(), ...errors, 502: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await accounts.forgottenPassword(request.body.email, mailBaseUrl());
      return reply.code(204).send(null);
    },
  );

  app.post(
    ACCOUNT_PATHS.resetPassword,
    {
      schema: {
        tags,
        summary: 'Sets a new password with the token of a reset link; every session of the account ends',
        body: resetPasswordRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await accounts.resetPassword(request.body.hash, request.body.newPassword);
      return reply.code(204).send(null);
    },
  );

  done();
};
