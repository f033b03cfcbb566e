// The e-mail's unsubscribe link carries `<userId>.<kind>.<signature>`: an HMAC of the account and kind
// under the server's secret, so the link works signed out and cannot be made for another account.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@asperity/contract';

const signature = (secret: string, userId: string, kind: string): string =>
  createHmac('sha256', `unsubscribe:${secret}`).update(`${userId}.${kind}`).digest('base64url');

export function unsubscribeToken(secret: string, userId: string, kind: NotificationKind): string {
  return `${userId}.${kind}.${signature(secret, userId, kind)}`;
}

/** The account and kind of a genuine token; undefined for anything else. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; kind: NotificationKind } | undefined {
  const [userId, kind, given, extra] = token.split('.');
  if (userId === undefined || kind === undefined || given === undefined || extra !== undefined)
    return undefined;
  if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind)) return undefined;
  const expected = Buffer.from(signature(secret, userId, kind));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
  return { userId, kind: kind as NotificationKind };
}
