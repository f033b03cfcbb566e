// Opaque tokens for links and refresh cookies (random, stored only as SHA-256), and the short-lived
// access token: an HMAC-signed `{ sub, sid, exp }` checked without a database round trip on every
// request. A signed-out session's tokens are refused at once through the revocation list
// (infra/sessions), checked by requireUser; any other revocation takes effect at the next refresh.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
export const newId = (): string => randomBytes(16).toString('hex');

export interface AccessClaims {
  /** User id. */
  readonly sub: string;
  /** Session id. */
  readonly sid: string;
  /** Expiry, ms since the epoch. */
  readonly exp: number;
}

const sign = (secret: string, payload: string): Buffer =>
  createHmac('sha256', secret).update(payload).digest();

export function signAccessToken(secret: string, claims: AccessClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(secret, payload).toString('base64url')}`;
}

/** The claims of a well-signed, unexpired token; undefined otherwise. */
export function verifyAccessToken(secret: string, token: string, now = Date.now()): AccessClaims | undefined {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined || token.length > 1000) return undefined;
  const expected = sign(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<AccessClaims>;
    if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string' || typeof claims.exp !== 'number') {
      return undefined;
    }
    return claims.exp > now ? { sub: claims.sub, sid: claims.sid, exp: claims.exp } : undefined;
  } catch {
    return undefined;
  }
}
