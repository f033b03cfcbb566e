// The rules of the report, technical-support and additional-file requests (spec part 3 §4–§5;
// issues 17 item 7 and 19 item 7): who may send what, with which e-mail, about which item; each
// request is stored first (so staff see it even if the mail server is down) and then mailed to the
// support address with its attachments. Staff list and resolve requests (console rule: staff and
// admins). A report names a shared item by its share hash and goes through the access function: the
// reporter must be able to see the item they report.
import {
  SUPPORT_ATTACHMENTS_MAX_BYTES,
  SUPPORT_ATTACHMENTS_MAX_COUNT,
  emailSchema,
  supportFieldsSchema,
  type SupportList,
  type SupportListQuery,
  type SupportReceipt,
  type SupportRequest,
  type SupportRequestKind,
  type SupportRequestState,
} from '@asperity/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import type { UserRow } from '../../infra/db/schema.ts';
import type { MailAttachment, Mailer } from '../../infra/mail/mailer.ts';
import type { AccessService, Credentials } from '../access/access-service.ts';
import { consoleRoleOf } from '../access/console-access.ts';
import type { SupportRepo, SupportRequestRow } from './repo.ts';
import { supportMail } from './support-mail.ts';

export interface SupportAttachment extends MailAttachment {
  readonly size: number;
}

export interface SupportServiceOptions {
  /** The support address of the app settings (SUPPORT_EMAIL). */
  readonly supportEmail: string;
  /** The site's address, for the links in the mail. */
  readonly baseUrl: () => string;
  readonly log: FastifyBaseLogger;
  readonly now?: () => Date;
}

/** Staff and admins manage support requests; anyone else is refused (signed out: 401). */
function requireStaff(user: UserRow | null): asserts user is UserRow {
  const role = consoleRoleOf(user);
  if (role === 'signed-out') throw new AppError('unauthorized');
  if (role !== 'staff' && role !== 'admin') throw new AppError('forbidden', 'support requests are for staff');
}

export class SupportService {
  private readonly now: () => Date;

  constructor(
    private readonly repo: SupportRepo,
    private readonly access: AccessService,
    private readonly mailer: Mailer,
    private readonly options: SupportServiceOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** Checks, stores and mails one request. `fields` are the form's text fields as sent. */
  async submit(
    credentials: Credentials,
    kind: SupportRequestKind,
    fields: Readonly<Record<string, unknown>>,
    attachments: readonly SupportAttachment[],
  ): Promise<SupportReceipt> {
    const parsed = supportFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const code = issue?.message === 'required' ? 'required' : 'invalid-request';
      throw new AppError(code, issue?.path.map(String).join('.') || 'body');
    }
    const { description, id, format } = parsed.data;
    const { user } = credentials;
    // Part 3 §5: without a username the e-mail must be valid; a signed-in sender may leave it out.
    const given = parsed.data.email ?? '';
    let email: string;
    if (given === '' && user !== null) email = user.email;
    else {
      const checked = emailSchema.safeParse(given);
      if (!checked.success) throw new AppError('auth/invalid-email', 'email');
      email = checked.data;
    }
    const total = attachments.reduce((sum, a) => sum + a.size, 0);
    if (total > SUPPORT_ATTACHMENTS_MAX_BYTES) throw new AppError('attachments-too-big', 'attachments');
    if (attachments.length > SUPPORT_ATTACHMENTS_MAX_COUNT)
      throw new AppError('invalid-request', `attachments: at most ${SUPPORT_ATTACHMENTS_MAX_COUNT} files`);

    let item: { id: string; fileGuid: string; title: string; owner: string } | null = null;
    if (kind === 'report') {
      if (id === undefined || id === '') throw new AppError('required', 'id');
      // The reporter must be able to open what they report (a live link, unlocked if it has a password).
      const found = await this.access.file(credentials, { shareHash: id }, 'read');
      item = {
        id,
        fileGuid: found.file.guid,
        title: found.fileLink?.title ?? found.file.name,
        owner: found.owner.username,
      };
    }

    const row: SupportRequestRow = {
      id: crypto.randomUUID(),
      kind,
      state: 'open',
      description,
      email,
      user_id: user?.id ?? null,
      username: user?.username ?? null,
      item_id: item?.id ?? null,
      file_guid: item?.fileGuid ?? null,
      item_title: item?.title ?? null,
      item_owner: item?.owner ?? null,
      format: kind === 'additional-file' && format ? format : null,
      attachments: JSON.stringify(attachments.map((a) => ({ name: a.filename, size: a.size }))),
      created_at: this.now().toISOString(),
      resolved_at: null,
      resolved_by: null,
    };
    await this.repo.insert(row);
    try {
      await this.mailer.send({
        ...supportMail(toSupportRequest(row), this.options.baseUrl()),
        to: this.options.supportEmail,
        replyTo: email,
        attachments,
      });
    } catch (error) {
      // Kept and listed for staff either way; the sender is not asked to send it again.
      this.options.log.error({ err: error, request: row.id }, 'support request stored but not mailed');
    }
    return { id: row.id, state: 'open' };
  }

  async list(user: UserRow | null, query: SupportListQuery): Promise<SupportList> {
    requireStaff(user);
    const page = await this.repo.page(query);
    return { requests: page.rows.map(toSupportRequest), total: page.total, open: page.open };
  }

  async setState(user: UserRow | null, id: string, state: SupportRequestState): Promise<SupportRequest> {
    requireStaff(user);
    const resolved = state === 'resolved';
    const done = await this.repo.setState(
      id,
      state,
      resolved ? this.now().toISOString() : null,
      resolved ? user.username : null,
    );
    const row = done ? await this.repo.byId(id) : undefined;
    if (!row) throw new AppError('not-found', 'support request');
    return toSupportRequest(row);
  }
}

const KINDS: readonly string[] = ['report', 'technical-support', 'additional-file'];

function parseAttachments(json: string): { name: string; size: number }[] {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value.flatMap((a: unknown) => {
      const { name, size } = (a ?? {}) as { name?: unknown; size?: unknown };
      return typeof name === 'string' && typeof size === 'number' ? [{ name, size }] : [];
    });
  } catch {
    return [];
  }
}

export function toSupportRequest(row: SupportRequestRow): SupportRequest {
  return {
    id: row.id,
    kind: (KINDS.includes(row.kind) ? row.kind : 'technical-support') as SupportRequestKind,
    state: row.state === 'resolved' ? 'resolved' : 'open',
    description: row.description,
    email: row.email,
    username: row.username,
    itemId: row.item_id,
    itemTitle: row.item_title,
    itemOwner: row.item_owner,
    format: row.format,
    attachments: parseAttachments(row.attachments),
    createdAt: row.created_at,
    resolvedAt: row.resolved_at,
    resolvedBy: row.resolved_by,
  };
}
