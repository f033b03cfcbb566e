// Row types of the database, one schema for SQLite and PostgreSQL (docs/adr/0003-kysely-sqlite-postgres.md).
// Portable storage choices:
// - booleans are INTEGER 0/1 (SQLite has no boolean; PostgreSQL's would come back as true/false);
// - timestamps are ISO-8601 UTC text with milliseconds (`2025-01-31T12:00:00.000Z`), which sorts
//   correctly as text and reads the same from both drivers;
// - BIGINT columns come back as numbers (the pg pool installs an int8 parser; values stay < 2^53).
// The repo layer converts rows to domain objects; services never see 0/1 or raw text dates.
import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

/** 0 or 1. */
export type DbBoolean = number;
/** ISO-8601 UTC text, e.g. `new Date().toISOString()`. */
export type DbTimestamp = string;

export interface UsersTable {
  id: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  is_admin: ColumnType<DbBoolean, DbBoolean | undefined, DbBoolean>;
  is_staff: ColumnType<DbBoolean, DbBoolean | undefined, DbBoolean>;
  is_confirmed: ColumnType<DbBoolean, DbBoolean | undefined, DbBoolean>;
  is_enabled: ColumnType<DbBoolean, DbBoolean | undefined, DbBoolean>;
  /** Plan tier bought by the account: 0 free, 1 basic, 2 advanced (spec part 1 §6). */
  subscription_level: ColumnType<number, number | undefined, number>;
  /** Tier set by staff that overrides the bought one when higher; null when none. */
  overriden_subscription_level: number | null;
  /** Bytes granted on top of the plan's storage. */
  additional_quota: ColumnType<number, number | undefined, number>;
  created_at: DbTimestamp;
  last_login_at: DbTimestamp | null;
  /** Answer of the sign-up question (contract SIGN_UP_REFERRERS). */
  referrer: ColumnType<string | null, string | null | undefined, string | null>;
  referrer_url: ColumnType<string | null, string | null | undefined, string | null>;
  gclid: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the user last accepted the privacy and cookie policies (sign-up or sign-in). */
  consented_at: ColumnType<DbTimestamp | null, DbTimestamp | null | undefined, DbTimestamp | null>;
  /** Id of the avatar image served at /avatars/{avatar}.jpg; null shows initials. */
  avatar: ColumnType<string | null, string | null | undefined, string | null>;
  /** Failed sign-ins since the last success or lockout. */
  failed_logins: ColumnType<number, number | undefined, number>;
  locked_until: ColumnType<DbTimestamp | null, DbTimestamp | null | undefined, DbTimestamp | null>;
  confirmed_at: ColumnType<DbTimestamp | null, DbTimestamp | null | undefined, DbTimestamp | null>;
  /** Forum role (contract FORUM_ROLES), set by staff. */
  forum_rights: ColumnType<string, string | undefined, string>;
  /** End of the account's Advanced trial (0007); null: no trial. */
  trial_ends_at: ColumnType<DbTimestamp | null, DbTimestamp | null | undefined, DbTimestamp | null>;
  /** When the account last saved its notification settings (0015); null: never (hasSavedNotifications). */
  notifications_saved_at: ColumnType<DbTimestamp | null, DbTimestamp | null | undefined, DbTimestamp | null>;
  /** Client address of the last sign-in (0015), for the admin account row. */
  last_login_ip: ColumnType<string | null, string | null | undefined, string | null>;
  /** ISO 3166-1 alpha-2 country of the last sign-in, from the trusted proxy's header (0024); null: unknown. */
  last_login_country: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  /** SHA-256 (hex) of the current refresh token; rotated on every refresh. */
  refresh_hash: string;
  /**
   * The token this one replaced, still accepted for a few seconds so two tabs refreshing at once
   * do not sign each other out.
   */
  previous_hash: ColumnType<string | null, string | null | undefined, string | null>;
  previous_valid_until: ColumnType<DbTimestamp | null, DbTimestamp | null | undefined, DbTimestamp | null>;
  created_at: DbTimestamp;
  refreshed_at: DbTimestamp;
  expires_at: DbTimestamp;
  revoked_at: ColumnType<DbTimestamp | null, DbTimestamp | null | undefined, DbTimestamp | null>;
  user_agent: ColumnType<string | null, string | null | undefined, string | null>;
}

export type EmailTokenPurpose = 'confirm' | 'reset';

/** An address change waiting for the link sent to the new address (0005). */
export interface EmailChangesTable {
  /** SHA-256 (hex) of the token sent in the link. */
  token_hash: string;
  user_id: string;
  new_email: string;
  created_at: DbTimestamp;
  expires_at: DbTimestamp;
  used_at: ColumnType<DbTimestamp | null, DbTimestamp | null | undefined, DbTimestamp | null>;
}

export interface EmailTokensTable {
  /** SHA-256 (hex) of the token sent in the link. */
  token_hash: string;
  user_id: string;
  purpose: EmailTokenPurpose;
  /** The address the link was sent to (a confirmation is only valid for that address). */
  email: string;
  created_at: DbTimestamp;
  expires_at: DbTimestamp;
  used_at: ColumnType<DbTimestamp | null, DbTimestamp | null | undefined, DbTimestamp | null>;
}

export interface FoldersTable {
  guid: string;
  owner_id: string;
  /** null: the root of the owner's library. */
  parent_guid: string | null;
  name: string;
  /** The name NFC-normalised and lower-cased: unique among a folder's siblings. */
  name_key: string;
  created_at: DbTimestamp;
  modified_at: DbTimestamp;
  last_opened_at: ColumnType<DbTimestamp | null, DbTimestamp | null | undefined, DbTimestamp | null>;
}

export interface FilesTable {
  guid: string;
  owner_id: string;
  /** null: the root of the owner's library. */
  folder_guid: string | null;
  name: string;
  created_at: DbTimestamp;
  modified_at: DbTimestamp;
  last_opened_at: ColumnType<DbTimestamp | null, DbTimestamp | null | undefined, DbTimestamp | null>;
  favorite: ColumnType<DbBoolean, DbBoolean | undefined, DbBoolean>;
  /** A plain 2D image (RGB) rather than a height measurement. */
  two_d: ColumnType<DbBoolean, DbBoolean | undefined, DbBoolean>;
  /** Reader id (docs/formats.md). */
  format: string;
  /** sha256 of the original upload, kept byte for byte ("export original"). */
  source_blob: string;
  source_size: number;
  /** The name the original was uploaded with (its extension names the original's format). */
  source_name: ColumnType<string, string | undefined, string>;
  /** sha256 of the parsed Asperity container (docs/container-format.md). */
  container_blob: string;
  size: number;
  /** JSON of the core's SurfaceFileSummary (channels, warnings) for listings and details. */
  summary: string;
}

export interface QuotaRequestsTable {
  user_id: string;
  requested_at: DbTimestamp;
}

export interface UserPreferencesTable {
  user_id: string;
  /** Which preferences, e.g. `file-browser`. */
  name: string;
  /** JSON, validated by the contract's schema when read. */
  value: string;
  updated_at: DbTimestamp;
}

/** A cached preview picture (modules/previews): the blob of one rendering of a container channel. */
export interface PreviewsTable {
  /** Container blob, channel, type, size, format and renderer version (previews/service.ts). */
  cache_key: string;
  container_blob: string;
  /** sha256 of the encoded picture. */
  blob: string;
  size: number;
  created_at: DbTimestamp;
  /** The account whose file it shows, for the per-account bound (0014); null: rendered before. */
  owner_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Last served (0014), for least-recently-used eviction; null: rendered before 0014. */
  used_at: ColumnType<DbTimestamp | null, DbTimestamp | null | undefined, DbTimestamp | null>;
}

/** A file channel's operation history (0008, modules/history). */
export interface FileHistoriesTable {
  file_guid: string;
  channel: number;
  /** JSON list of the editor's steps [{op, params}], parameters complete. */
  steps: string;
  /** The current fork: the first `position` steps. */
  position: number;
  /** JSON list of the saved version's steps. */
  saved_steps: string;
  updated_at: DbTimestamp;
  /** Raised by every write of the history: writers compare-and-set on it (migration 0010). */
  version: ColumnType<number, number | undefined, number>;
}

/** Cached derived surfaces (0008): the parsed container holding a fork's heights. */
export interface ForkSurfacesTable {
  fork_hash: string;
  /** The source container the fork derives from (its cache goes when that blob is freed). */
  container_blob: string;
  blob: string;
  size: number;
  created_at: DbTimestamp;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface EditorSettingsTable {
  file_guid: string;
  user_id: string;
  /** JSON of the contract's EditorFileSettings, validated when read. */
  value: string;
  updated_at: DbTimestamp;
}

/** A file's total-focus image adjustments (modules/total-focus): whole percentages −100…100. */
export interface TotalFocusAdjustmentsTable {
  file_guid: string;
  brightness: number;
  contrast: number;
  updated_at: DbTimestamp;
}

/** A 2D image's links to 3D images (0022, modules/image-links): JSON of contract ImageLinkInput[]. */
export interface ImageLinksTable {
  file_guid: string;
  links: string;
  updated_at: DbTimestamp;
}

/** A file's link (0013, modules/sharing); share_hash null: the link was removed, the texts are kept. */
export interface FileSharesTable {
  file_guid: string;
  share_hash: string | null;
  /** SHA-256 (hex) of share_hash: what lookups search, so the hash itself is compared in constant time. */
  share_digest: string | null;
  priority: ColumnType<number, number | undefined, number>;
  publicly_shared: ColumnType<DbBoolean, DbBoolean | undefined, DbBoolean>;
  allow_editing: ColumnType<DbBoolean, DbBoolean | undefined, DbBoolean>;
  allow_saving: ColumnType<DbBoolean, DbBoolean | undefined, DbBoolean>;
  allow_original_file_export: ColumnType<DbBoolean, DbBoolean | undefined, DbBoolean>;
  title: string | null;
  /** JSON of the contract's RichTextDocument. */
  description: string | null;
  technology: ColumnType<string, string | undefined, string>;
  public_thumbnail_type: ColumnType<string, string | undefined, string>;
  expires_at: DbTimestamp | null;
  /** scrypt hash like account passwords (accounts/passwords.ts); null: no password. */
  password_hash: string | null;
  updated_at: DbTimestamp;
  /** JSON list of 3D image links of a 2D image (0016, modules/gallery). */
  file_links: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the file was (last) published to the gallery; null: never. */
  published_at: ColumnType<DbTimestamp | null, DbTimestamp | null | undefined, DbTimestamp | null>;
  /** Plain text that full-text search reads (FTS5 table on SQLite, tsvector on PostgreSQL). */
  search_title: ColumnType<string | null, string | null | undefined, string | null>;
  search_description: ColumnType<string | null, string | null | undefined, string | null>;
  search_system: ColumnType<string | null, string | null | undefined, string | null>;
  staff_picked: ColumnType<DbBoolean, DbBoolean | undefined, DbBoolean>;
  /** The number of share_views rows of the file, kept by SharingRepo.addView / clearViews. */
  view_count: ColumnType<number, number | undefined, number>;
  /** Unpublished by staff: listed only for staff (staffOnly); unpublish_reason tells the owner why. */
  staff_hidden: ColumnType<DbBoolean, DbBoolean | undefined, DbBoolean>;
  unpublish_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A gallery item's categories, one row per code (0016). */
export interface GalleryCategoriesTable {
  file_guid: string;
  category: string;
}

/** One like per signed-in user and item (0016). */
export interface GalleryLikesTable {
  file_guid: string;
  user_id: string;
  created_at: DbTimestamp;
}

/** A plain-text comment on a gallery item (0016). */
export interface GalleryCommentsTable {
  id: string;
  file_guid: string;
  user_id: string;
  text: string;
  created_at: DbTimestamp;
}

/** A folder's link (0013); the row goes when the link is removed. */
export interface FolderSharesTable {
  folder_guid: string;
  token: string;
  hashed_guid: string;
  allow_editing: ColumnType<DbBoolean, DbBoolean | undefined, DbBoolean>;
  allow_saving: ColumnType<DbBoolean, DbBoolean | undefined, DbBoolean>;
  allow_original_file_export: ColumnType<DbBoolean, DbBoolean | undefined, DbBoolean>;
  expires_at: DbTimestamp | null;
  password_hash: string | null;
  updated_at: DbTimestamp;
}

/** One counted view of a shared file: a visitor (hashed) in an hour (ISO text cut to the hour). */
export interface ShareViewsTable {
  file_guid: string;
  visitor: string;
  hour: string;
}

export interface DatabaseSchema {
  users: UsersTable;
  app_meta: AppMetaTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  email_changes: EmailChangesTable;
  folders: FoldersTable;
  files: FilesTable;
  quota_requests: QuotaRequestsTable;
  user_preferences: UserPreferencesTable;
  previews: PreviewsTable;
  file_histories: FileHistoriesTable;
  fork_surfaces: ForkSurfacesTable;
  total_focus_adjustments: TotalFocusAdjustmentsTable;
  image_links: ImageLinksTable;
  editor_settings: EditorSettingsTable;
  file_shares: FileSharesTable;
  folder_shares: FolderSharesTable;
  share_views: ShareViewsTable;
  gallery_categories: GalleryCategoriesTable;
  gallery_likes: GalleryLikesTable;
  gallery_comments: GalleryCommentsTable;
  notifications: NotificationsTable;
  notification_settings: NotificationSettingsTable;
  audit_log: AuditLogTable;
  trial_ending_notices: TrialEndingNoticesTable;
  account_switches: AccountSwitchesTable;
  batch_runs: BatchRunsTable;
  batch_items: BatchItemsTable;
  support_requests: SupportRequestsTable;
}

/** A report, technical-support or additional-file request (0018). */
export interface SupportRequestsTable {
  id: string;
  /** contract SUPPORT_REQUEST_KINDS */
  kind: string;
  /** contract SUPPORT_REQUEST_STATES */
  state: ColumnType<string, string | undefined, string>;
  description: string;
  email: string;
  user_id: string | null;
  username: string | null;
  item_id: string | null;
  file_guid: string | null;
  item_title: string | null;
  item_owner: string | null;
  format: string | null;
  /** JSON: [{ name, size }] */
  attachments: string;
  created_at: DbTimestamp;
  resolved_at: DbTimestamp | null;
  resolved_by: string | null;
}

/** A session an admin opened as another account (0017). */
export interface AccountSwitchesTable {
  session_id: string;
  admin_id: string;
  user_id: string;
  created_at: DbTimestamp;
}

/** One notification of one account (0015). */
export interface NotificationsTable {
  id: string;
  user_id: string;
  /** contract NOTIFICATION_KINDS */
  kind: string;
  group_key: string;
  /** Index into contract NOTIFICATION_PRIORITIES (0 lowest … 4 top). */
  priority: number;
  /** JSON NotificationData */
  data: string;
  /** JSON NotificationContent */
  content: string;
  read_at: ColumnType<DbTimestamp | null, DbTimestamp | null | undefined, DbTimestamp | null>;
  created_at: DbTimestamp;
}

export interface NotificationSettingsTable {
  user_id: string;
  kind: string;
  app: DbBoolean;
  email: DbBoolean;
}

/** Append-only record of staff and admin actions (0015). */
export interface AuditLogTable {
  id: string;
  at: DbTimestamp;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  target_id: string | null;
  target_email: string | null;
  /** JSON object or null */
  before: string | null;
  /** JSON object or null */
  after: string | null;
}

export interface TrialEndingNoticesTable {
  user_id: string;
  trial_ends_at: DbTimestamp;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserRowUpdate = Updateable<UsersTable>;

/** A batch analysis run (0019); id is the HTTP contract's jobId. */
export interface BatchRunsTable {
  id: string;
  owner_id: string;
  name: string;
  recipe_id: string;
  recipe_name: string;
  /** The recipe file (JSON) as it was when the run started. */
  recipe: string;
  /** JSON list of BatchOutput. */
  outputs: string;
  state: string;
  result_folder_guid: string | null;
  error: string | null;
  notified: ColumnType<DbBoolean, DbBoolean | undefined, DbBoolean>;
  created_at: DbTimestamp;
  finished_at: DbTimestamp | null;
}

/** One file of a batch run (0019). */
export interface BatchItemsTable {
  run_id: string;
  position: number;
  file_guid: string;
  name: string;
  state: string;
  error_code: string | null;
  reason: string | null;
  /** JSON list of parameter rows once done. */
  results: string | null;
  output_file_guid: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  updated_at: DbTimestamp;
}
