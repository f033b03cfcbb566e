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
    this.entries.unshift({ ...message, sentAt: new Date().toISOString() });
    this.entries.length = Math.min(this.entries.length, this.keep);
    this.logger.info(
      { to: message.to, subject: message.subject, text: message.text },
      'mail kept in the development outbox',
    );
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
