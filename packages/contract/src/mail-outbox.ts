// The mail outbox of an installation without SMTP_URL (issue 15 §14): the mails the server would have
// sent, shown to the person at the server's own machine so sign-up → confirm works on a bare install.
import { z } from 'zod';

export const MAIL_OUTBOX_PATH = '/api/dev/outbox';

export const outboxMailSchema = z
  .object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    sentAt: z.string().describe('ISO-8601'),
    links: z.array(z.string()).describe('The links of the mail (confirmation, password reset), in order'),
  })
  .meta({ id: 'OutboxMail' });
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxSchema = z.array(outboxMailSchema).describe('Newest first').meta({ id: 'Outbox' });
