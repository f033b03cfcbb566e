// The staff and admin console (spec part 1 §3–§6; issue 18 items 6–9): the account list, account
// changes and removal, staff notices, quota requests, exports and the append-only audit log. Every
// method checks the caller through the console access rule (modules/access/console-access.ts).
import {
  ACCESS_TOKEN_TTL_MS,
  EXPORT_STATISTICS_COLUMNS,
  EXPORT_STATISTICS_MAX_DAYS,
  EXPORT_USERS_COLUMNS,
  canUse,
  toCsv,
  type AdminAccountList,
  type AdminAccountPatch,
  type AdminAccountRow,
  type AuditAction,
  type AuditLogEntry,
  type ClosureNotice,
  type FeatureFlags,
  type FeatureId,
  type NotificationPriority,
  type NotificationContent,
  type QuotaRequestAnswer,
} from '@asperity/contract';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import type { UserRow, UserRowUpdate } from '../../infra/db/schema.ts';
import type { SessionRevocations } from '../../infra/sessions/session-revocations.ts';
import { requireConsoleAccess } from '../access/console-access.ts';
import type { AccountsRepo } from '../accounts/repo.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { LiveHub } from '../notifications/live-hub.ts';
import type { NoticeAudience } from '../notifications/repo.ts';
import type { NotificationsService } from '../notifications/service.ts';
import type { AccountPageQuery, AdminRepo, AuditRow } from './repo.ts';
import { staffActionContent, staffActionSummary, type PatchField } from './staff-action-texts.ts';

/** The stored closure notice (app_meta JSON); anything else reads as no notice. */
const closureNoticeStoreSchema = z.object({ text: z.string().min(1), updatedAt: z.string() });

export interface AdminServiceOptions {
  readonly accounts: AccountsService;
  readonly accountsRepo: AccountsRepo;
  readonly notifications: NotificationsService;
  readonly live: LiveHub;
  readonly revocations: SessionRevocations;
  /** Removes blobs no file refers to any more (FilesService.forgetBlobs). */
  readonly forgetBlobs: (keys: readonly string[]) => Promise<void>;
  readonly flags: FeatureFlags;
  readonly subscriptions: boolean;
  readonly now?: () => Date;
}

const FIELD_COLUMN = {
  isEnabled: 'is_enabled',
  isStaff: 'is_staff',
  isConfirmed: 'is_confirmed',
  additionalQuota: 'additional_quota',
  forumRights: 'forum_rights',
  overridenSubscriptionLevel: 'overriden_subscription_level',
} as const satisfies Record<PatchField, keyof UserRow>;

/** The account's values of the PATCH fields as the API names them. */
function patchValues(user: UserRow): Required<AdminAccountPatch> {
  return {
    isEnabled: user.is_enabled === 1,
    isStaff: user.is_staff === 1,
    isConfirmed: user.is_confirmed === 1,
    additionalQuota: user.additional_quota,
    forumRights:
      user.forum_rights === 'administrator' || user.forum_rights === 'moderator' ? user.forum_rights : 'user',
    overridenSubscriptionLevel:
      user.overriden_subscription_level === null ? null : user.overriden_subscription_level,
  };
}

export class AdminService {
  constructor(
    private readonly repo: AdminRepo,
    private readonly options: AdminServiceOptions,
  ) {}

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  private async target(uid: string): Promise<UserRow> {
    const user = await this.options.accountsRepo.userById(uid);
    if (!user) throw new AppError('not-found', `account ${uid}`);
    return user;
  }

  private async audit(
    actor: UserRow | null,
    action: AuditAction,
    target: UserRow | null,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ): Promise<void> {
    await this.repo.appendAudit({
      id: randomBytes(12).toString('base64url'),
      at: this.now().toISOString(),
      actor_id: actor?.id ?? null,
      actor_email: actor?.email ?? null,
      action,
      target_id: target?.id ?? null,
      target_email: target?.email ?? null,
      before: before === null ? null : JSON.stringify(before),
      after: after === null ? null : JSON.stringify(after),
    });
  }

  async list(actor: UserRow | null, query: AccountPageQuery): Promise<AdminAccountList> {
    requireConsoleAccess(actor, 'accounts.list');
    const { rows, total } = await this.repo.accounts(query);
    const figures = await this.repo.figures(rows.map((r) => r.id));
    return {
      total,
      accounts: rows.map((user) => {
        const f = figures.get(user.id);
        return this.row(
          user,
          f?.usedBytes ?? 0,
          f?.images ?? 0,
          f?.publicImages ?? 0,
          f?.moreRequested ?? false,
        );
      }),
    };
  }

  private async rowOf(user: UserRow): Promise<AdminAccountRow> {
    const f = (await this.repo.figures([user.id])).get(user.id);
    return this.row(user, f?.usedBytes ?? 0, f?.images ?? 0, f?.publicImages ?? 0, f?.moreRequested ?? false);
  }

  private row(
    user: UserRow,
    usedQuota: number,
    imageCount: number,
    publicImageCount: number,
    moreRequested: boolean,
  ): AdminAccountRow {
    const profile = this.options.accounts.profileOf(user);
    return {
      uid: user.id,
      username: user.username,
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      createdAt: user.created_at,
      isConfirmed: profile.isConfirmed,
      isEnabled: profile.isEnabled,
      isStaff: profile.isStaff,
      isAdmin: profile.isAdmin,
      lastLoginAt: user.last_login_at,
      lastLoginCountry: user.last_login_country,
      lastLoginIp: user.last_login_ip,
      usedQuota,
      maxQuota: profile.totalQuota,
      additionalQuota: user.additional_quota,
      moreRequested,
      imageCount,
      publicImageCount,
      encryption: profile.encryption,
      subscriptionLevel: profile.subscriptionLevel,
      overridenSubscriptionLevel: profile.overridenSubscriptionLevel,
      effectiveTier: profile.effectiveTier,
      forumRights: profile.forumRights,
      subscriptionCount: 0,
      licenseCount: 0,
      mrr: 0,
      clv: 0,
    };
  }

  async update(actor: UserRow | null, uid: string, patch: AdminAccountPatch): Promise<AdminAccountRow> {
    requireConsoleAccess(actor, 'accounts.update');
    const target = await this.target(uid);
    requireConsoleAccess(actor, 'accounts.update', target);
    if (target.id === actor.id && (patch.isEnabled === false || patch.isStaff === false))
      throw new AppError('forbidden', 'you cannot disable or un-staff your own account');
    const current = patchValues(target);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const set: UserRowUpdate = {};
    for (const field of Object.keys(FIELD_COLUMN) as PatchField[]) {
      const value = patch[field];
      if (value === undefined || value === current[field]) continue;
      before[field] = current[field];
      after[field] = value;
      const column = FIELD_COLUMN[field];
      (set as Record<string, unknown>)[column] = typeof value === 'boolean' ? (value ? 1 : 0) : value;
    }
    if (patch.isConfirmed === true && target.is_confirmed !== 1) set.confirmed_at = this.now().toISOString();
    if (Object.keys(after).length === 0) return this.rowOf(target);

    await this.options.accountsRepo.updateUser(target.id, set);
    await this.audit(actor, 'account.update', target, before, after);
    const updated = await this.target(uid);

    if (after.isEnabled === false) await this.endSessions(updated, 'account-disabled');
    else {
      const changes = (Object.keys(after) as PatchField[]).map(
        (f) => [f, after[f] as string | number | boolean | null] as const,
      );
      await this.options.notifications.notify(
        updated.id,
        'staff-action',
        { summary: staffActionSummary(changes) },
        { content: staffActionContent(changes) },
      );
    }
    if ('overridenSubscriptionLevel' in after) {
      const profile = this.options.accounts.profileOf(updated);
      await this.options.live.toUser(updated.id, {
        type: 'subscription-level',
        subscriptionLevel: profile.subscriptionLevel,
        overridenSubscriptionLevel: profile.overridenSubscriptionLevel,
        effectiveTier: profile.effectiveTier,
      });
    }
    return this.rowOf(updated);
  }

  /** Signs every session of the account out at once, on every instance, and tells its sockets. */
  private async endSessions(user: UserRow, reason: 'account-disabled' | 'account-removed'): Promise<void> {
    const now = this.now();
    const sessions = await this.repo.sessionIdsOf(user.id, now.toISOString());
    await this.options.accountsRepo.revokeSessionsOf(user.id, now.toISOString());
    for (const sid of sessions)
      await this.options.revocations.revoke(sid, now.getTime() + ACCESS_TOKEN_TTL_MS);
    await this.options.live.toUser(user.id, { type: 'sign-out', reason });
  }

  async remove(actor: UserRow | null, uid: string): Promise<void> {
    requireConsoleAccess(actor, 'accounts.delete');
    const target = await this.target(uid);
    requireConsoleAccess(actor, 'accounts.delete', target);
    const blobs = await this.repo.blobsOf(target.id);
    await this.endSessions(target, 'account-removed');
    await this.repo.deleteAccount(target.id);
    await this.options.forgetBlobs(blobs);
    await this.audit(actor, 'account.delete', target, { ...patchValues(target), email: target.email }, null);
  }

  async notice(
    actor: UserRow | null,
    notice: {
      target: NoticeAudience;
      languages: readonly string[];
      priority: NotificationPriority;
      url?: string | undefined;
      content: NotificationContent;
    },
  ): Promise<{ recipients: number }> {
    requireConsoleAccess(actor, 'notice.send');
    const { recipients, noticeId } = await this.options.notifications.notice(notice);
    await this.audit(actor, 'notice.send', null, null, {
      noticeId,
      target: notice.target,
      languages: notice.languages,
      priority: notice.priority,
      url: notice.url ?? null,
      recipients,
    });
    return { recipients };
  }

  /** The closure notice every page shows (public; spec part 1 §2), `text: null` when none is set. */
  async closureNotice(): Promise<ClosureNotice> {
    const stored = await this.repo.closureNotice();
    if (stored === undefined) return { text: null, updatedAt: null };
    let value: unknown;
    try {
      value = JSON.parse(stored);
    } catch {
      value = undefined;
    }
    const parsed = closureNoticeStoreSchema.safeParse(value);
    return parsed.success ? parsed.data : { text: null, updatedAt: null };
  }

  /** Sets the closure notice's text (admins only); every page shows it from its next load. */
  async setClosureNotice(actor: UserRow | null, text: string): Promise<ClosureNotice> {
    requireConsoleAccess(actor, 'closure-notice.set');
    const before = await this.closureNotice();
    const notice = { text, updatedAt: this.now().toISOString() };
    await this.repo.setClosureNotice(JSON.stringify(notice));
    await this.audit(actor, 'closure-notice.set', null, { text: before.text }, { text });
    return notice;
  }

  /** Clears the closure notice (admins only); pages stop showing it. */
  async clearClosureNotice(actor: UserRow | null): Promise<void> {
    requireConsoleAccess(actor, 'closure-notice.set');
    const before = await this.closureNotice();
    if (before.text === null) return;
    await this.repo.clearClosureNotice();
    await this.audit(actor, 'closure-notice.clear', null, { text: before.text }, null);
  }

  async auditLog(
    actor: UserRow | null,
    filter: Parameters<AdminRepo['audit']>[0],
  ): Promise<{ entries: AuditLogEntry[]; total: number }> {
    requireConsoleAccess(actor, 'audit.read');
    const { rows, total } = await this.repo.audit(filter);
    return { total, entries: rows.map(toEntry) };
  }

  async quotaRequests(actor: UserRow | null) {
    requireConsoleAccess(actor, 'quota-requests.answer');
    const requests = await this.repo.quotaRequests();
    const figures = await this.repo.figures(requests.map((r) => r.user.id));
    return {
      requests: requests.map(({ user, requestedAt }) => ({
        uid: user.id,
        username: user.username,
        email: user.email,
        requestedAt,
        usedQuota: figures.get(user.id)?.usedBytes ?? 0,
        maxQuota: this.options.accounts.quotaOf(user),
        additionalQuota: user.additional_quota,
      })),
    };
  }

  async answerQuotaRequest(actor: UserRow | null, uid: string, answer: QuotaRequestAnswer): Promise<void> {
    requireConsoleAccess(actor, 'quota-requests.answer');
    const target = await this.target(uid);
    if (!(await this.repo.closeQuotaRequest(target.id)))
      throw new AppError('not-found', `no open quota request of ${uid}`);
    if (answer.grant && answer.additionalQuota !== undefined) {
      await this.options.accountsRepo.updateUser(target.id, { additional_quota: answer.additionalQuota });
      const updated = await this.target(uid);
      await this.audit(
        actor,
        'quota-request.grant',
        target,
        { additionalQuota: target.additional_quota },
        { additionalQuota: answer.additionalQuota },
      );
      await this.options.notifications.notify(target.id, 'quota-answered', {
        granted: true,
        url: '/images',
        maxQuota: this.options.accounts.quotaOf(updated),
        maxQuotaText: `${(this.options.accounts.quotaOf(updated) / 1e9).toFixed(1)} GB`,
      });
    } else {
      await this.audit(actor, 'quota-request.decline', target, null, null);
      await this.options.notifications.notify(target.id, 'quota-answered', { granted: false });
    }
  }

  /** Staff learn of a user's "request more" (called after the request is stored). */
  async quotaRequested(user: UserRow): Promise<void> {
    for (const staff of await this.repo.staffAndAdmins())
      await this.options.notifications.notify(staff.id, 'quota-requested', {
        uid: user.id,
        email: user.email,
        url: '/admin/accounts',
      });
  }

  async exportUsers(actor: UserRow | null, feature: FeatureId): Promise<string> {
    requireConsoleAccess(actor, 'export');
    const rows: (string | number | boolean | null)[][] = [[...EXPORT_USERS_COLUMNS]];
    const page = 1000;
    for (let offset = 0; ; offset += page) {
      const users = await this.repo.accountsPage(offset, page);
      for (const user of users) {
        const tier = this.options.accounts.tierOf(user);
        if (!canUse(feature, tier, { flags: this.options.flags, subscriptions: this.options.subscriptions }))
          continue;
        rows.push([
          user.id,
          user.username,
          user.email,
          user.first_name,
          user.last_name,
          user.created_at,
          tier,
          user.is_confirmed === 1,
          user.is_enabled === 1,
        ]);
      }
      if (users.length < page) break;
    }
    await this.audit(actor, 'export.users', null, null, { feature, rows: rows.length - 1 });
    return toCsv(rows, { neutralizeFormulas: true });
  }

  async exportStatistics(actor: UserRow | null, from: string, to: string): Promise<string> {
    requireConsoleAccess(actor, 'export');
    const start = Date.parse(`${from}T00:00:00.000Z`);
    const end = Date.parse(`${to}T00:00:00.000Z`) + 86_400_000;
    const days = (end - start) / 86_400_000;
    if (days > EXPORT_STATISTICS_MAX_DAYS)
      throw new AppError('invalid-date', `at most ${EXPORT_STATISTICS_MAX_DAYS} days`);
    const counts = await this.repo.dailyCounts(new Date(start).toISOString(), new Date(end).toISOString());
    const rows: (string | number)[][] = [[...EXPORT_STATISTICS_COLUMNS]];
    for (let t = start; t < end; t += 86_400_000) {
      const day = new Date(t).toISOString().slice(0, 10);
      const files = counts.files.get(day);
      rows.push([
        day,
        counts.created.get(day) ?? 0,
        counts.confirmed.get(day) ?? 0,
        counts.active.get(day) ?? 0,
        files?.n ?? 0,
        files?.bytes ?? 0,
      ]);
    }
    await this.audit(actor, 'export.statistics', null, null, { from, to });
    return toCsv(rows);
  }
}

function toEntry(row: AuditRow): AuditLogEntry {
  return {
    id: row.id,
    at: row.at,
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    action: row.action as AuditAction,
    targetId: row.target_id,
    targetEmail: row.target_email,
    before: row.before === null ? null : (JSON.parse(row.before) as Record<string, unknown>),
    after: row.after === null ? null : (JSON.parse(row.after) as Record<string, unknown>),
  };
}
