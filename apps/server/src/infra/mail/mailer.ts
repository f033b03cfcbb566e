// Outgoing mail (DESIGN.md §6): account confirmation and password reset. Over SMTP when SMTP_URL
// is set; otherwise a development outbox that logs each message and keeps the latest ones so
// sign-up → confirm works on a bare machine (GET /api/dev/outbox outside production).

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** Where answers go (the sender of a support request). */
  readonly replyTo?: string;
  readonly attachments?: readonly MailAttachment[];
}

export interface MailAttachment {
  readonly filename: string;
  readonly content: Buffer;
  readonly contentType?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
