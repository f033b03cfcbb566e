// The report, technical-support and additional-file request dialogs (spec part 3 §2, §4, §5, §7;
// issue 17 item 7, issue 19 item 7) and the forum's single sign-on (part 1 §2; issue 17 item 6).
// A request is sent as multipart/form-data (text fields plus files in `attachments`), mailed to the
// support address of the app settings, stored, and listed for staff at GET /api/admin/reports.
// Part 3 §7 names POST /api/reports only; the other two paths are this project's choice
// (docs/api.md "Reports, support requests and the forum").
import { z } from 'zod';
import { REPORT_ATTACHMENTS_MAX_BYTES } from './constants.ts';
import type { ErrorCode } from './errors.ts';

export const SUPPORT_PATHS = {
  /** A report of a shared or gallery item (part 3 §7). */
  report: '/api/reports',
  technical: '/api/support/technical',
  additionalFile: '/api/support/additional-file',
  /** Staff: every request, newest first. */
  list: '/api/admin/reports',
  /** Staff: PATCH { state } resolves or reopens one. */
  one: '/api/admin/reports/:id',
} as const;

export const FORUM_PATHS = {
  /** Whether a forum is configured, and where it is. */
  config: '/api/forum',
  /** DiscourseConnect: the forum sends its signed request here. */
  sso: '/api/forum/sso',
} as const;

export const SUPPORT_REQUEST_KINDS = ['report', 'technical-support', 'additional-file'] as const;
export type SupportRequestKind = (typeof SUPPORT_REQUEST_KINDS)[number];
export const SUPPORT_REQUEST_STATES = ['open', 'resolved'] as const;
export type SupportRequestState = (typeof SUPPORT_REQUEST_STATES)[number];

/** Longest description kept and mailed. */
export const SUPPORT_DESCRIPTION_MAX_LENGTH = 10_000;
/** Longest file extension / format name of an additional-file request. */
export const SUPPORT_FORMAT_MAX_LENGTH = 100;
/** At most this many attachments on one request (their sizes together ≤ REPORT_ATTACHMENTS_MAX_BYTES). */
export const SUPPORT_ATTACHMENTS_MAX_COUNT = 10;
export const SUPPORT_LIST_DEFAULT_LIMIT = 50;
export const SUPPORT_LIST_MAX_LIMIT = 200;

const code = (errorCode: ErrorCode) => ({ error: errorCode });

/** The text fields of the three dialogs (the multipart form's fields). */
export const supportFieldsSchema = z.object({
  description: z
    .string(code('required'))
    .trim()
    .min(1, code('required'))
    .max(SUPPORT_DESCRIPTION_MAX_LENGTH, code('invalid-request')),
  /** Required (and valid) when signed out; a signed-in sender's account address is used otherwise. */
  email: z.string().trim().max(254).optional(),
  /** Report: the shared item's share hash. */
  id: z.string().trim().max(200).optional(),
  /** Additional-file request: the file extension or format asked for. */
  format: z.string().trim().max(SUPPORT_FORMAT_MAX_LENGTH, code('invalid-request')).optional(),
});
export type SupportFields = z.infer<typeof supportFieldsSchema>;

/** The answer to a sent request. */
export const supportReceiptSchema = z
  .object({ id: z.string(), state: z.enum(SUPPORT_REQUEST_STATES) })
  .meta({ id: 'SupportReceipt' });
export type SupportReceipt = z.infer<typeof supportReceiptSchema>;

export const supportAttachmentSchema = z.object({ name: z.string(), size: z.number().int().nonnegative() });

/** One request as staff see it. */
export const supportRequestSchema = z
  .object({
    id: z.string(),
    kind: z.enum(SUPPORT_REQUEST_KINDS),
    state: z.enum(SUPPORT_REQUEST_STATES),
    description: z.string(),
    /** Where the answer goes: the sender's address. */
    email: z.string(),
    /** The sender's username when signed in; null when signed out. */
    username: z.string().nullable(),
    /** Report: the reported item's share hash, its title and its owner (null when it is gone). */
    itemId: z.string().nullable(),
    itemTitle: z.string().nullable(),
    itemOwner: z.string().nullable(),
    /** Additional-file request: the extension or format asked for. */
    format: z.string().nullable(),
    attachments: z.array(supportAttachmentSchema),
    createdAt: z.string(),
    resolvedAt: z.string().nullable(),
    resolvedBy: z.string().nullable(),
  })
  .meta({ id: 'SupportRequest' });
export type SupportRequest = z.infer<typeof supportRequestSchema>;

export const supportListQuerySchema = z.object({
  state: z.enum(SUPPORT_REQUEST_STATES).optional(),
  kind: z.enum(SUPPORT_REQUEST_KINDS).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(SUPPORT_LIST_MAX_LIMIT).default(SUPPORT_LIST_DEFAULT_LIMIT),
});
export type SupportListQuery = z.infer<typeof supportListQuerySchema>;

export const supportListSchema = z
  .object({ requests: z.array(supportRequestSchema), total: z.number().int(), open: z.number().int() })
  .meta({ id: 'SupportRequestList' });
export type SupportList = z.infer<typeof supportListSchema>;

export const supportPatchSchema = z.object({ state: z.enum(SUPPORT_REQUEST_STATES) });
export type SupportPatch = z.infer<typeof supportPatchSchema>;

/** What the web app needs to show the forum entry (hidden when not configured). */
export const forumConfigSchema = z
  .object({
    configured: z.boolean(),
    /** The forum's address (for signed-out visitors). */
    url: z.string().optional(),
    /** Starts the forum's single sign-on and lands on the forum signed in. */
    loginUrl: z.string().optional(),
  })
  .meta({ id: 'ForumConfig' });
export type ForumConfig = z.infer<typeof forumConfigSchema>;

export const forumSsoQuerySchema = z.object({
  sso: z.string().max(4096).optional(),
  sig: z.string().max(256).optional(),
});

/** The largest total of the attachments of one request, bytes (part 3 §5, §9: 20 MB). */
export const SUPPORT_ATTACHMENTS_MAX_BYTES = REPORT_ATTACHMENTS_MAX_BYTES;
