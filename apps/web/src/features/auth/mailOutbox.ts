// What a server without SMTP did with the confirmation mail (issue 15 §14): it kept it in its outbox,
// which it shows only to its own machine. The sign-up page asks, so a bare `npm start` is usable
// without a mail server: the person at that machine gets the link; anyone else learns where it is.
import { MAIL_OUTBOX_PATH, outboxSchema, type OutboxMail } from '@asperity/contract';
import { HttpError, type HttpClient } from '../../app/http.ts';

export type OutboxAnswer =
  /** No outbox: the server sends mail (SMTP_URL set). */
  | { readonly kind: 'mail-sent' }
  /** The server keeps mail in its outbox and this browser is on its machine. */
  | { readonly kind: 'local'; readonly mails: readonly OutboxMail[] }
  /** The server keeps mail in its outbox, shown only on its own machine. */
  | { readonly kind: 'elsewhere' };

export async function readOutbox(http: HttpClient, signal?: AbortSignal): Promise<OutboxAnswer> {
  try {
    const body = await http.get<unknown>(MAIL_OUTBOX_PATH, signal ? { signal } : {});
    return { kind: 'local', mails: outboxSchema.parse(body) };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return { kind: 'mail-sent' };
    if (error instanceof HttpError && error.status === 403) return { kind: 'elsewhere' };
    throw error;
  }
}

/**
 * The path of the newest link under `prefix` mailed to `email` (same origin as this page: the mail's
 * absolute link names the configured host, which may be another spelling of this machine).
 */
export function outboxLinkPath(
  mails: readonly OutboxMail[],
  email: string,
  prefix: string,
): string | undefined {
  const to = email.trim().toLowerCase();
  for (const mail of mails) {
    if (mail.to.trim().toLowerCase() !== to) continue;
    for (const link of mail.links) {
      const path = new URL(link).pathname;
      if (path.startsWith(prefix)) return path;
    }
  }
  return undefined;
}

/** The newest confirmation link mailed to `email`. */
export const confirmationPath = (mails: readonly OutboxMail[], email: string): string | undefined =>
  outboxLinkPath(mails, email, '/confirm/');
