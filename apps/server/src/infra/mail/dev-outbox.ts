import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, Mailer } from './mailer.ts';

export interface OutboxEntry extends MailMessage {
  readonly sentAt: string;
}

/** Keeps the latest messages in memory and logs each one, for development without an SMTP server. */
export class DevOutbox implements Mailer {
  readonly kind = 'outbox';
  private readonly entries: OutboxEntry[] = [];

  constructor(
    private readonly logger: FastifyBaseLogger,
    private readonly keep = 50,
  ) {}

  send(message: MailMessage): Promise<void> {
    // Attachment bytes (support requests, up to 20 MB) are not kept in memory: their names are enough here.
    const { attachments, ...rest } = message;
    this.entries.unshift({
      ...rest,
      ...(attachments ? { attachments: attachments.map((a) => ({ ...a, content: Buffer.alloc(0) })) } : {}),
      sentAt: new Date().toISOString(),
    });
    this.entries.length = Math.min(this.entries.length, this.keep);
    // The text holds confirmation and reset links, i.e. tokens: only at debug level, which an
    // operator switches on deliberately, never in the info-level log that is kept and shipped.
    this.logger.info({ to: message.to, subject: message.subject }, 'mail kept in the development outbox');
    this.logger.debug({ to: message.to, text: message.text }, 'text of the mail kept in the outbox');
    return Promise.resolve();
  }

  /** Newest first. */
  list(): readonly OutboxEntry[] {
    return this.entries;
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
