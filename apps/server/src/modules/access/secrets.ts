// Link secrets (issue 14 §1): share hashes and folder tokens carry SHARE_SECRET_BYTES (≥ 128) random
// bits; lookups go by their SHA-256 digest and the secrets themselves are compared in constant time.
import { SHARE_SECRET_BYTES } from '@asperity/contract';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const newLinkSecret = (): string => randomBytes(SHARE_SECRET_BYTES).toString('base64url');

export const digestOf = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('hex');

/** Constant-time equality of two secrets of any length (compared through their digests). */
export function sameSecret(given: string, stored: string): boolean {
  const a = createHash('sha256').update(given, 'utf8').digest();
  const b = createHash('sha256').update(stored, 'utf8').digest();
  return timingSafeEqual(a, b) && given.length === stored.length;
}

/** HMAC-SHA256 (base64url) of `message`: the proof a password link was unlocked in this browser. */
export const macOf = (key: string, message: string): string =>
  createHmac('sha256', key).update(message, 'utf8').digest('base64url');
