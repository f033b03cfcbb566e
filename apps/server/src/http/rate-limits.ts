// Request limits (issue 16 §4), with @fastify/rate-limit; counted in Redis when REDIS_URL is set, so
// several instances share one budget, and in this process otherwise. Policies, each a window per key:
// - auth: sign-in, sign-up, e-mail confirmation, resend, forgotten and reset password and the
//   sign-up form's availability check, per client address and route (RATE_LIMIT_AUTH_PER_MINUTE);
// - mail: mails to one address (sign-up, resend, forgotten password), per address and hour
//   (RATE_LIMIT_MAIL_PER_HOUR), whoever asks — nobody can flood an inbox from many addresses;
// - upload: library uploads, avatar uploads and file inspection, per account when signed in and per
//   client address otherwise (RATE_LIMIT_UPLOADS_PER_MINUTE);
// - anonymous: every other /api, /avatars and /embed call made without a session, per client
//   address (RATE_LIMIT_ANONYMOUS_PER_MINUTE). Signed-in calls are not limited here (quota and the
//   compute pool's queue bound what they cost); health probes never are.
// A limit of 0 switches its policy off. Exceeding one answers 429 too-many-requests with Retry-After.
import rateLimit from '@fastify/rate-limit';
import { ACCOUNT_PATHS, FILE_PATHS, PROFILE_PATHS } from '@asperity/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from './app-error.ts';

export interface RateLimitSettings {
  readonly authPerMinute: number;
  readonly mailPerHour: number;
  readonly uploadsPerMinute: number;
  readonly anonymousPerMinute: number;
}

export interface RateLimitWiring {
  readonly settings: RateLimitSettings;
  /** Shared counters for several instances; undefined: this process only. */
  readonly redis: Redis | undefined;
  /** The signed-in account's id, or undefined for an anonymous request. */
  readonly accountOf: (request: FastifyRequest) => string | undefined;
}

/** A limit check as a route hook (onRequest or preHandler): resolves to let the request through. */
type LimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

const AUTH_ROUTES = new Set([
  `POST ${ACCOUNT_PATHS.signIn}`,
  `POST ${ACCOUNT_PATHS.create}`,
  `POST ${ACCOUNT_PATHS.confirmEmail}`,
  `POST ${ACCOUNT_PATHS.resendVerification}`,
  `POST ${ACCOUNT_PATHS.forgottenPassword}`,
  `POST ${ACCOUNT_PATHS.resetPassword}`,
  `GET ${ACCOUNT_PATHS.validateUser}`,
]);
const MAIL_ROUTES = new Set([
  `POST ${ACCOUNT_PATHS.create}`,
  `POST ${ACCOUNT_PATHS.resendVerification}`,
  `POST ${ACCOUNT_PATHS.forgottenPassword}`,
]);
const UPLOAD_ROUTES = new Set([
  `POST ${FILE_PATHS.upload}`,
  `POST ${PROFILE_PATHS.avatar}`,
  'POST /api/file/inspect',
]);
const NEVER_LIMITED = new Set(['/api/health', '/api/health/live', '/api/health/ready', '/metrics']);

function limitedPath(url: string): boolean {
  if (NEVER_LIMITED.has(url) || url.startsWith('/api/health/')) return false;
  return (
    url.startsWith('/api/') || url.startsWith('/avatars/') || url.startsWith('/embed/') || url === '/embed'
  );
}

/** The address a mail would go to, from a parsed JSON body ({ email }). */
function mailAddressOf(request: FastifyRequest): string | undefined {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : undefined;
}

const exceeded = (policy: string) => (_request: FastifyRequest, context: { after: string }) =>
  new AppError('too-many-requests', `${policy} limit reached: retry in ${context.after}`);

/**
 * Registers the plugin and attaches the policies to matching routes as they are added: call it
 * before the feature modules register their routes.
 */
export async function registerRateLimits(app: FastifyInstance, options: RateLimitWiring): Promise<void> {
  const { settings, redis, accountOf } = options;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'asperity:rate-limit:' } : {}),
    // A Redis outage must not take sign-in down with it: the limits lapse until it is back.
    skipOnError: true,
  });

  const limiter = (
    policy: string,
    max: number,
    timeWindow: number,
    keyGenerator: (request: FastifyRequest) => string,
  ): LimitHook => {
    const hook = app.rateLimit({ max, timeWindow, keyGenerator, errorResponseBuilder: exceeded(policy) });
    return async (request, reply) => {
      await hook.call(app, request, reply);
    };
  };

  const auth =
    settings.authPerMinute > 0
      ? (route: string) =>
          limiter('sign-in and sign-up', settings.authPerMinute, MINUTE_MS, (r) => `auth:${route}:${r.ip}`)
      : undefined;
  // A second limit on the same request: rateLimit() hooks run once per request (the plugin marks
  // the request), so this one checks through createRateLimit and answers itself.
  const mailCheck =
    settings.mailPerHour > 0
      ? app.createRateLimit({
          max: settings.mailPerHour,
          timeWindow: HOUR_MS,
          keyGenerator: (r) => `mail:${mailAddressOf(r) ?? `ip:${r.ip}`}`,
        })
      : undefined;
  const mail: LimitHook | undefined = mailCheck
    ? async (request, reply) => {
        const state = await mailCheck(request);
        if (state.isAllowed || !state.isExceeded) return;
        void reply.header('retry-after', String(state.ttlInSeconds));
        throw new AppError('too-many-requests', `mail limit reached: retry in ${state.ttlInSeconds} s`);
      }
    : undefined;
  const upload =
    settings.uploadsPerMinute > 0
      ? limiter('upload', settings.uploadsPerMinute, MINUTE_MS, (r) => {
          const account = accountOf(r);
          return account === undefined ? `upload:ip:${r.ip}` : `upload:user:${account}`;
        })
      : undefined;
  const anonymousHook =
    settings.anonymousPerMinute > 0
      ? app.rateLimit({
          max: settings.anonymousPerMinute,
          timeWindow: MINUTE_MS,
          keyGenerator: (r) => `anonymous:${r.ip}`,
          allowList: (r) => accountOf(r) !== undefined,
          errorResponseBuilder: exceeded('anonymous request'),
        })
      : undefined;
  const anonymous: LimitHook | undefined = anonymousHook
    ? async (request, reply) => {
        await anonymousHook.call(app, request, reply);
      }
    : undefined;

  app.addHook('onRoute', (route) => {
    const names = (Array.isArray(route.method) ? route.method : [route.method]).map(
      (method) => `${method} ${route.url}`,
    );
    const onRequest: LimitHook[] = [];
    const preHandler: LimitHook[] = [];
    const authRoute = names.find((name) => AUTH_ROUTES.has(name));
    if (authRoute !== undefined) {
      if (auth) onRequest.push(auth(authRoute));
      // The address is in the body, parsed only after onRequest.
      if (mail && names.some((name) => MAIL_ROUTES.has(name))) preHandler.push(mail);
    } else if (names.some((name) => UPLOAD_ROUTES.has(name))) {
      if (upload) onRequest.push(upload);
    } else if (anonymous && limitedPath(route.url)) {
      onRequest.push(anonymous);
    }
    if (onRequest.length > 0) route.onRequest = [...onRequest, ...asArray(route.onRequest)];
    if (preHandler.length > 0) route.preHandler = [...preHandler, ...asArray(route.preHandler)];
  });
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
