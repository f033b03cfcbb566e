// The e-mail form of a notification: its English content (or the first language present), the link
// of the notification, and the unsubscribe link for its kind.
import type { NotificationContent } from '@asperity/contract';
import type { MailMessage } from '../../infra/mail/mailer.ts';

const escapeHtml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function notificationMail(
  to: string,
  content: NotificationContent,
  link: string | undefined,
  unsubscribeLink: string,
): MailMessage {
  const paragraphs = content.en ?? Object.values(content)[0] ?? ['You have a new notification.'];
  const [title = 'Asperity notification', ...body] = paragraphs;
  const text = [
    title,
    '',
    ...body,
    ...(link ? ['', `Open: ${link}`] : []),
    '',
    `To stop these e-mails: ${unsubscribeLink}`,
  ].join('\n');
  const html = [
    `<p><strong>${escapeHtml(title)}</strong></p>`,
    ...body.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link)}">Open</a></p>`] : []),
    `<p style="color:#666"><a href="${escapeHtml(unsubscribeLink)}">Stop these e-mails</a></p>`,
  ].join('\n');
  return { to, subject: `Asperity: ${title}`, text, html };
}
