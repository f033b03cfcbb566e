// The account mails: one short text with the link, the same in HTML. English for now; the
// language follows the product's locales once mail texts are translated (docs/api.md).
import type { MailMessage } from '../../infra/mail/mailer.ts';

const escapeHtml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function message(
  to: string,
  subject: string,
  lines: readonly string[],
  link: string,
  action: string,
): MailMessage {
  const text = [
    ...lines,
    '',
    `${action}: ${link}`,
    '',
    'If you did not ask for this, ignore this mail.',
  ].join('\n');
  const html = [
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p style="color:#666">${escapeHtml(link)}</p>`,
    '<p style="color:#666">If you did not ask for this, ignore this mail.</p>',
  ].join('\n');
  return { to, subject, text, html };
}

export const confirmationMail = (to: string, firstName: string, link: string): MailMessage =>
  message(
    to,
    'Confirm your e-mail address for Asperity',
    [`Hello ${firstName},`, 'please confirm your e-mail address to finish creating your Asperity account.'],
    link,
    'Confirm e-mail address',
  );

export const resetPasswordMail = (to: string, firstName: string, link: string): MailMessage =>
  message(
    to,
    'Reset your Asperity password',
    [
      `Hello ${firstName},`,
      'somebody (we hope you) asked to reset the password of your Asperity account.',
      'The link is valid for 24 hours.',
    ],
    link,
    'Choose a new password',
  );

export const emailChangeMail = (to: string, firstName: string, link: string): MailMessage =>
  message(
    to,
    'Confirm your new e-mail address for Asperity',
    [
      `Hello ${firstName},`,
      'please confirm this address to make it the e-mail address of your Asperity account.',
      'Until then the account keeps its current address.',
    ],
    link,
    'Confirm new e-mail address',
  );
