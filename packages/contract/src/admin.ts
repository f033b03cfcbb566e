// The staff and admin console (spec part 1 §3 "Admin account row", §4 "Admin account actions", §5, §6;
// issue 18 items 6–9, 11). The issue names the binding paths: GET /api/admin/accounts?offset&limit&q&
// sortBy&sortOrder, PATCH and DELETE /api/admin/accounts/{uid}, POST /api/admin/notifications,
// GET /api/admin/audit-log. The others are designed here (docs/api.md).
import { z } from 'zod';
import { FORUM_ROLES } from './constants.ts';
import { featureIds } from './features.ts';
import { isoDateSchema } from './validation.ts';

export const ADMIN_PATHS = {
  accounts: '/api/admin/accounts',
  account: '/api/admin/accounts/:uid',
  /** POST: act as this account (admins only); audit-logged. */
  switchTo: '/api/admin/accounts/:uid/switch',
  /** POST: end acting as another account and become yourself again. */
  switchBack: '/api/admin/switch-back',
  /** GET: { switch: SwitchState | null } for the banner (any signed-in caller). */
  switchState: '/api/admin/switch-state',
  notifications: '/api/admin/notifications',
  auditLog: '/api/admin/audit-log',
  /** GET ?feature=… → text/csv of the accounts that may use that feature. */
  exportUsers: '/api/admin/exports/users',
  /** GET ?from=YYYY-MM-DD&to=YYYY-MM-DD → text/csv, one row per day. */
  exportStatistics: '/api/admin/exports/statistics',
  quotaRequests: '/api/admin/quota-requests',
  /** POST { grant, additionalQuota? } answers the account's open request. */
  quotaRequest: '/api/admin/quota-requests/:uid',
  /** PUT { text } sets, DELETE clears the closure notice (admins only; audit-logged). */
  closureNotice: '/api/admin/closure-notice',
} as const;

export const ADMIN_ACCOUNT_SORT_KEYS = ['createdAt', 'lastLoginAt', 'email', 'username'] as const;
export type AdminAccountSortKey = (typeof ADMIN_ACCOUNT_SORT_KEYS)[number];
export const ADMIN_ACCOUNTS_DEFAULT_LIMIT = 25;
export const ADMIN_ACCOUNTS_MAX_LIMIT = 100;

export const adminAccountsQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(ADMIN_ACCOUNTS_MAX_LIMIT).default(ADMIN_ACCOUNTS_DEFAULT_LIMIT),
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .describe('Matches part of the e-mail or username (case-insensitive), or the exact user id'),
  sortBy: z.enum(ADMIN_ACCOUNT_SORT_KEYS).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminAccountsQuery = z.input<typeof adminAccountsQuerySchema>;

const tierSchema = z.number().int().min(0).max(2);

/** Part 1 §3 "Admin account row". Quotas in bytes. */
export const adminAccountRowSchema = z
  .object({
    uid: z.string(),
    username: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    createdAt: z.string(),
    isConfirmed: z.boolean(),
    isEnabled: z.boolean(),
    isStaff: z.boolean(),
    isAdmin: z.boolean(),
    lastLoginAt: z.string().nullable(),
    lastLoginCountry: z
      .string()
      .nullable()
      .describe(
        "ISO 3166-1 alpha-2 country of the last sign-in, from the trusted proxy's COUNTRY_HEADER; null: unknown",
      ),
    lastLoginIp: z.string().nullable(),
    usedQuota: z.number(),
    maxQuota: z.number(),
    additionalQuota: z.number(),
    moreRequested: z.boolean(),
    imageCount: z.number().int(),
    publicImageCount: z.number().int(),
    encryption: z.boolean(),
    subscriptionLevel: tierSchema,
    overridenSubscriptionLevel: tierSchema.nullable(),
    effectiveTier: tierSchema,
    forumRights: z.enum(FORUM_ROLES),
    subscriptionCount: z.number().int().describe('No billing in this server: 0'),
    licenseCount: z.number().int().describe('No billing in this server: 0'),
    mrr: z.number().describe('Monthly recurring revenue in USD; no billing in this server: 0'),
    clv: z.number().describe('Customer lifetime value in USD; no billing in this server: 0'),
  })
  .meta({ id: 'AdminAccountRow' });
export type AdminAccountRow = z.infer<typeof adminAccountRowSchema>;

export const adminAccountListSchema = z
  .object({ accounts: z.array(adminAccountRowSchema), total: z.number().int().min(0) })
  .meta({ id: 'AdminAccountList' });
export type AdminAccountList = z.infer<typeof adminAccountListSchema>;

export const adminAccountParamsSchema = z.object({ uid: z.string().min(1).max(64) });

/** PATCH body: any of these; at least one. Staff may set all but isStaff and isAdmin rules (docs/api.md). */
export const adminAccountPatchSchema = z
  .object({
    isEnabled: z.boolean(),
    isStaff: z.boolean(),
    isConfirmed: z.boolean(),
    additionalQuota: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).describe('Bytes'),
    forumRights: z.enum(FORUM_ROLES),
    overridenSubscriptionLevel: tierSchema.nullable().describe('null clears the override'),
  })
  .partial()
  .refine((p) => Object.values(p).some((v) => v !== undefined), { error: 'required' })
  .meta({ id: 'AdminAccountPatch' });
export type AdminAccountPatch = z.infer<typeof adminAccountPatchSchema>;

// ---------------------------------------------------------------------------------------------
// Audit log (append-only)
// ---------------------------------------------------------------------------------------------

export const AUDIT_ACTIONS = [
  'account.update',
  'account.delete',
  'account.switch',
  'account.switch-back',
  'admin.grant',
  'notice.send',
  'quota-request.grant',
  'quota-request.decline',
  'export.users',
  'export.statistics',
  'closure-notice.set',
  'closure-notice.clear',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const auditValuesSchema = z.record(z.string(), z.unknown()).nullable();

export const auditLogEntrySchema = z
  .object({
    id: z.string(),
    at: z.string().describe('ISO-8601 UTC'),
    actorId: z.string().nullable().describe('null: the command line (npx asperity admin grant)'),
    actorEmail: z.string().nullable(),
    action: z.enum(AUDIT_ACTIONS),
    targetId: z.string().nullable(),
    targetEmail: z.string().nullable(),
    before: auditValuesSchema,
    after: auditValuesSchema,
  })
  .meta({ id: 'AuditLogEntry' });
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  actorId: z.string().max(64).optional(),
  targetId: z.string().max(64).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  from: isoDateSchema.optional().describe('First day (UTC), inclusive'),
  to: isoDateSchema.optional().describe('Last day (UTC), inclusive'),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditLogPageSchema = z
  .object({ entries: z.array(auditLogEntrySchema).describe('Newest first'), total: z.number().int() })
  .meta({ id: 'AuditLogPage' });

// ---------------------------------------------------------------------------------------------
// Exports, quota requests, switch-to-account
// ---------------------------------------------------------------------------------------------

export const exportUsersQuerySchema = z.object({ feature: z.enum(featureIds as [string, ...string[]]) });
/** Columns of the users-by-feature CSV (BOM, CRLF, quoted fields: part 1 §9). */
export const EXPORT_USERS_COLUMNS = [
  'uid',
  'username',
  'email',
  'firstName',
  'lastName',
  'createdAt',
  'effectiveTier',
  'isConfirmed',
  'isEnabled',
] as const;

export const exportStatisticsQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((r) => r.from <= r.to, { error: 'invalid-date', path: ['to'] });
/** Columns of the statistics CSV, one row per UTC day from `from` to `to` (at most 3660 days). */
export const EXPORT_STATISTICS_COLUMNS = [
  'date',
  'newAccounts',
  'confirmedAccounts',
  'lastSignIns',
  'uploadedFiles',
  'uploadedBytes',
] as const;
export const EXPORT_STATISTICS_MAX_DAYS = 3660;

export const quotaRequestRowSchema = z
  .object({
    uid: z.string(),
    username: z.string(),
    email: z.string(),
    requestedAt: z.string(),
    usedQuota: z.number(),
    maxQuota: z.number(),
    additionalQuota: z.number(),
  })
  .meta({ id: 'QuotaRequestRow' });
export const quotaRequestListSchema = z
  .object({ requests: z.array(quotaRequestRowSchema).describe('Oldest first') })
  .meta({ id: 'QuotaRequestList' });
export const quotaRequestAnswerSchema = z
  .object({
    grant: z.boolean(),
    additionalQuota: z
      .number()
      .int()
      .min(0)
      .max(Number.MAX_SAFE_INTEGER)
      .optional()
      .describe('Bytes on top of the plan after granting; required when grant is true'),
  })
  .refine((a) => !a.grant || a.additionalQuota !== undefined, {
    error: 'required',
    path: ['additionalQuota'],
  })
  .meta({ id: 'QuotaRequestAnswer' });
export type QuotaRequestAnswer = z.infer<typeof quotaRequestAnswerSchema>;

/** While an admin acts as another account: whom, and who may switch back (the banner). */
export const switchStateSchema = z
  .object({
    actingAs: z.string().describe('uid of the account acted as'),
    admin: z.object({ uid: z.string(), email: z.string() }).describe('the admin, who may switch back'),
  })
  .meta({ id: 'SwitchState' });
export type SwitchState = z.infer<typeof switchStateSchema>;
export const switchStateAnswerSchema = z
  .object({ switch: switchStateSchema.nullable() })
  .meta({ id: 'SwitchStateAnswer' });

// ---------------------------------------------------------------------------------------------
// The closure notice (spec part 1 §2: "a closure notice overlay shown when a global flag is set,
// with a dismiss button and custom text"): one global setting, kept in the database so an admin
// changes it at run time from the console; every page reads it through the public path.
// ---------------------------------------------------------------------------------------------

/** GET (public): the closure notice every page shows, or `text: null` when none is set. */
export const CLOSURE_NOTICE_PATH = '/api/config/closure-notice';
export const CLOSURE_NOTICE_MAX_LENGTH = 2000;

export const closureNoticeSchema = z
  .object({
    text: z.string().nullable().describe('the notice text (plain, line breaks kept); null: no notice'),
    updatedAt: z.string().nullable().describe('ISO-8601 UTC of the last change; null when none is set'),
  })
  .describe('The closure notice (spec part 1 §2)');
export type ClosureNotice = z.infer<typeof closureNoticeSchema>;

export const closureNoticeUpdateSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'the notice text is empty (DELETE clears the notice)')
    .max(CLOSURE_NOTICE_MAX_LENGTH, `the notice text is longer than ${CLOSURE_NOTICE_MAX_LENGTH} characters`),
});
export type ClosureNoticeUpdate = z.infer<typeof closureNoticeUpdateSchema>;
