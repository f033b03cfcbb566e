// GET /api/dev/outbox: the mails of an installation without SMTP_URL, newest first, so sign-up →
// confirm works on a bare `npm start` (issue 15 §14), production or not. Registered only when mail
// is not sent. The mails hold confirmation and password-reset links — whoever reads them can take
// over any account — so they are shown only to the person at the server's own machine:
//   - the TCP peer is a loopback address (not a header a client writes; TRUST_PROXY is not consulted);
//   - the request was not forwarded (no Forwarded / X-Forwarded-For / X-Real-IP): a reverse proxy on
//     the same machine makes every visitor look local, and it marks what it forwards;
//   - the Host is a loopback name (localhost, 127.x.x.x, [::1]): a page of another site that rebinds
//     its DNS name to 127.0.0.1 (DNS rebinding) sends its own name and is refused.
// Anyone else gets 403 forbidden with the reason, so the web page can say where the link is.
import { outboxSchema, errorResponseSchema, MAIL_OUTBOX_PATH, type OutboxMail } from '@asperity/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors.ts';
import type { DevOutbox } from '../../infra/mail/dev-outbox.ts';

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'] as const;

function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  return (
    hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

/** Whether a request comes from the server's own machine (see the file's comment). */
export function isLocalRequest(request: FastifyRequest): boolean {
  return (
    isLoopbackAddress(request.socket.remoteAddress) &&
    FORWARDING_HEADERS.every((name) => request.headers[name] === undefined) &&
    isLoopbackHost(request.headers.host)
  );
}

/** The absolute links of a mail's text, in order. */
export function linksOf(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => m[0]);
}

export const devOutboxRoutes: FastifyPluginCallbackZod<{ outbox: DevOutbox }> = (app, { outbox }, done) => {
  app.get(
    MAIL_OUTBOX_PATH,
    {
      schema: {
        tags: ['accounts'],
        summary: 'The mails of a server without SMTP_URL, to the person at its own machine only',
        description:
          'Exists only when SMTP_URL is unset (otherwise 404). Answers only requests from a loopback ' +
          'address, not forwarded by a proxy, with a loopback Host; anyone else gets 403 forbidden. ' +
          'Newest first, at most 50.',
        response: { 200: outboxSchema, 403: errorResponseSchema },
      },
    },
    (request): OutboxMail[] => {
      if (!isLocalRequest(request))
        throw new AppError(
          'forbidden',
          'this server sends no mail (SMTP_URL is unset); its outbox is shown only on the server’s own machine, at http://localhost',
        );
      return outbox.list().map((mail) => ({ ...mail, links: linksOf(mail.text) }));
    },
  );
  done();
};
