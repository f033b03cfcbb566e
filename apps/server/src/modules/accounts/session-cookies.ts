// The two session cookies (DESIGN.md §6): a short access token sent on every request, and the
// refresh token sent only to /api/auth so it never travels with ordinary calls. Both httpOnly and
// SameSite=Lax (with the Origin check on writes, the CSRF defence); Secure when PUBLIC_URL is https
// and whenever the request came over TLS, also through a TLS-terminating proxy (TRUST_PROXY).
import { ACCESS_TOKEN_TTL_MS, REFRESH_TOKEN_TTL_MS } from '@asperity/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const ACCESS_COOKIE = 'asperity_access';
export const REFRESH_COOKIE = 'asperity_refresh';
const REFRESH_PATH = '/api/auth';

export interface CookiePolicy {
  /** Secure on every answer (PUBLIC_URL is https), not only on those to requests made over TLS. */
  readonly alwaysSecure: boolean;
}

/** request.protocol is 'https' over TLS, or behind a trusted proxy that sent X-Forwarded-Proto: https. */
const secureFor = (reply: FastifyReply, policy: CookiePolicy): boolean =>
  policy.alwaysSecure || reply.request.protocol === 'https';

export function setSessionCookies(
  reply: FastifyReply,
  policy: CookiePolicy,
  tokens: { accessToken: string; refreshToken?: string | undefined },
): void {
  const base = { httpOnly: true, sameSite: 'lax' as const, secure: secureFor(reply, policy) };
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken, {
    ...base,
    path: '/',
    maxAge: Math.floor(ACCESS_TOKEN_TTL_MS / 1000),
  });
  if (tokens.refreshToken !== undefined) {
    reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
      ...base,
      path: REFRESH_PATH,
      maxAge: Math.floor(REFRESH_TOKEN_TTL_MS / 1000),
    });
  }
}

export function clearSessionCookies(reply: FastifyReply, policy: CookiePolicy): void {
  const base = { httpOnly: true, sameSite: 'lax' as const, secure: secureFor(reply, policy) };
  reply.clearCookie(ACCESS_COOKIE, { ...base, path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { ...base, path: REFRESH_PATH });
}

export const accessTokenOf = (request: FastifyRequest): string | undefined => request.cookies[ACCESS_COOKIE];
export const refreshTokenOf = (request: FastifyRequest): string | undefined =>
  request.cookies[REFRESH_COOKIE];
