import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from './mailer.ts';

export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    const { attachments, ...rest } = message;
    await this.transport.sendMail({
      from: this.from,
      ...rest,
      ...(attachments ? { attachments: attachments.map((a) => ({ ...a })) } : {}),
    });
  }

  close(): Promise<void> {
    this.transport.close();
    return Promise.resolve();
  }
}
