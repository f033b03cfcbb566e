// The mail a support request becomes (to the support address; answers go to the sender through
// Reply-To): what kind it is, who sent it, the reported item with a link, and the description.
import type { SupportRequest } from '@asperity/contract';
import type { MailMessage } from '../../infra/mail/mailer.ts';

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const TITLES: Record<SupportRequest['kind'], string> = {
  report: 'Report',
  'technical-support': 'Technical support request',
  'additional-file': 'Additional file format request',
};

export function supportMail(request: SupportRequest, baseUrl: string): Omit<MailMessage, 'to'> {
  const title = TITLES[request.kind];
  const facts: [string, string][] = [
    ['From', `${request.email}${request.username ? ` (user ${request.username})` : ' (signed out)'}`],
  ];
  if (request.itemId !== null) {
    facts.push(['Item', `${request.itemTitle ?? ''} by ${request.itemOwner ?? '?'}`]);
    facts.push(['Link', `${baseUrl}/s/${encodeURIComponent(request.itemId)}`]);
  }
  if (request.format !== null) facts.push(['Format', request.format]);
  if (request.attachments.length > 0)
    facts.push(['Attachments', request.attachments.map((a) => `${a.name} (${a.size} bytes)`).join(', ')]);
  facts.push(['Staff list', `${baseUrl}/admin/reports`]);
  const subject = `[Asperity] ${title}${request.itemTitle ? `: ${request.itemTitle}` : ''}`.slice(0, 200);
  const text = [
    title,
    '',
    ...facts.map(([k, v]) => `${k}: ${v}`),
    '',
    request.description,
    '',
    `Request ${request.id}`,
  ].join('\n');
  const html = [
    `<p><strong>${escapeHtml(title)}</strong></p>`,
    '<table>',
    ...facts.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`),
    '</table>',
    ...request.description.split(/\r?\n/).map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p style="color:#666">Request ${escapeHtml(request.id)}</p>`,
  ].join('\n');
  return { subject, text, html };
}
