// DiscourseConnect, the forum's single sign-on (https://meta.discourse.org/t/13045): the forum sends
// `sso` (base64 of a query string holding a nonce and return_sso_url) and `sig` (hex HMAC-SHA256 of
// the base64 text, keyed with the shared secret). We check the signature in constant time, read the
// nonce, and answer with our own base64 payload and its signature. Pure functions, no I/O.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type SsoCheck =
  | { readonly ok: true; readonly nonce: string; readonly returnUrl: string | undefined }
  | { readonly ok: false; readonly problem: 'missing' | 'bad-signature' | 'no-nonce' };

export const signSso = (payload: string, secret: string): string =>
  createHmac('sha256', secret).update(payload).digest('hex');

/** Validates the forum's request; a bad signature is refused before the payload is read. */
export function checkSsoRequest(sso: string | undefined, sig: string | undefined, secret: string): SsoCheck {
  if (!sso || !sig) return { ok: false, problem: 'missing' };
  const expected = Buffer.from(signSso(sso, secret), 'hex');
  const given = /^[0-9a-f]{64}$/i.test(sig) ? Buffer.from(sig, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, problem: 'bad-signature' };
  const params = new URLSearchParams(Buffer.from(sso, 'base64').toString('utf8'));
  const nonce = params.get('nonce');
  if (!nonce) return { ok: false, problem: 'no-nonce' };
  return { ok: true, nonce, returnUrl: params.get('return_sso_url') ?? undefined };
}

export interface SsoUser {
  readonly externalId: string;
  readonly email: string;
  readonly username: string;
  readonly name: string;
  readonly avatarUrl: string | undefined;
  /** The account's forum rights (part 1 §3): administrator, moderator or user. */
  readonly rights: 'administrator' | 'moderator' | 'user';
}

/** The signed answer: base64 payload and its signature, as the forum's sso_login expects them. */
export function ssoAnswer(nonce: string, user: SsoUser, secret: string): { sso: string; sig: string } {
  const params = new URLSearchParams({
    nonce,
    external_id: user.externalId,
    email: user.email,
    username: user.username,
    name: user.name,
    // The addresses were confirmed by our sign-up: the forum need not send its own activation mail.
    require_activation: 'false',
    admin: String(user.rights === 'administrator'),
    moderator: String(user.rights === 'moderator'),
    groups: user.rights,
  });
  if (user.avatarUrl !== undefined) {
    params.set('avatar_url', user.avatarUrl);
    params.set('avatar_force_update', 'true');
  }
  const sso = Buffer.from(params.toString(), 'utf8').toString('base64');
  return { sso, sig: signSso(sso, secret) };
}
